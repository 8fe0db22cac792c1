import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COPY_CONFIRMATION_MS, SUCCESS_DIALOG_REDIRECT_MS } from '@portal/domain';
import { renderRequest } from '../../test/render-request';
import { SuccessDialog, type UploadProgress } from './success-dialog';

let cleanupView: (() => void) | null = null;
afterEach(() => {
  cleanupView?.();
  cleanupView = null;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function renderDialog(upload: UploadProgress) {
  const onGoToProtocols = vi.fn();
  const view = await renderRequest(
    <SuccessDialog opened protocolId={100007} upload={upload} onGoToProtocols={onGoToProtocols} />,
  );
  cleanupView = view.cleanup;
  return { ...view, onGoToProtocols };
}

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(writeText) } });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

describe('SuccessDialog', () => {
  it('shows title, subtitle and the protocol number, and copies it', async () => {
    await renderDialog({ total: 0, done: 0, failed: 0, failures: [], finishedAt: null });
    const user = userEvent.setup();
    // After setup: user-event installs its own clipboard stub.
    const writeText = mockClipboard(() => Promise.resolve());

    const dialog = screen.getByRole('dialog', { name: 'Protocolo gerado com sucesso!' });
    expect(dialog).toHaveAccessibleDescription(/Guarde o número abaixo para acompanhar a sua solicitação/);
    expect(screen.getByTestId('protocol-number')).toHaveTextContent('100007');

    await user.click(screen.getByRole('button', { name: 'Copiar número do protocolo' }));
    expect(writeText).toHaveBeenCalledWith('100007');
    expect(await screen.findByText('Copiado com sucesso!')).toBeInTheDocument();
  });

  it("says 'Erro ao copiar: ...' when the clipboard refuses, for 8 s", async () => {
    await renderDialog({ total: 0, done: 0, failed: 0, failures: [], finishedAt: null });
    // Timers move only when the test says so (no shouldAdvanceTime): on a busy machine real time passing between the
    // click and the first advance would otherwise count towards the 8 s and hide the message early.
    vi.useFakeTimers();
    mockClipboard(() => Promise.reject(new Error('NotAllowedError: Write permission denied.')));

    fireEvent.click(screen.getByRole('button', { name: 'Copiar número do protocolo' }));
    // The clipboard's refusal settles in microtasks; no timer is involved.
    await act(async () => {
      for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
    });
    expect(screen.getByText('Erro ao copiar: o navegador não permitiu copiar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 100));
    expect(screen.getByText('Erro ao copiar: o navegador não permitiu copiar')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Erro ao copiar: o navegador não permitiu copiar')).toBeNull();
  });

  it('shows the upload progress as n of m with a progress bar', async () => {
    await renderDialog({ total: 3, done: 1, failed: 0, failures: [], finishedAt: null });
    expect(screen.getByText('Enviando fotos: 2 de 3')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '1 de 3 arquivos enviados' })).toHaveAttribute(
      'aria-valuenow',
      '33',
    );
  });

  it('names each failed file with its reason, stays, and leads to the protocol to send them (issue 23)', async () => {
    vi.useFakeTimers();
    const { onGoToProtocols } = await renderDialog({
      total: 5,
      done: 5,
      failed: 2,
      failures: [
        { name: 'defeito.jpg', reason: 'Limite de 5 fotos por item atingido.', isInvoice: false, item: 1 },
        { name: 'etiqueta.png', reason: 'Sem conexão com o servidor', isInvoice: false, item: 2 },
      ],
      finishedAt: Date.now(),
    });
    const failed = screen.getByTestId('failed-uploads');
    expect(failed).toHaveTextContent('Não foi possível enviar 2 de 5 fotos:');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'defeito.jpg: Limite de 5 fotos por item atingido.',
      'etiqueta.png: Sem conexão com o servidor',
    ]);
    expect(failed).not.toHaveTextContent(/SAC/);
    expect(screen.getByRole('link', { name: 'Enviar as fotos pelo protocolo' })).toHaveAttribute(
      'href',
      '/protocol/100007',
    );
    // No countdown and no leaving by itself while the failures are on screen.
    expect(screen.queryByText(/Indo para os seus protocolos/)).toBeNull();
    act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_REDIRECT_MS * 3));
    expect(onGoToProtocols).not.toHaveBeenCalled();
  });

  it('names files, not photos, when invoices are among them (an outside-store purchase)', async () => {
    const sending = await renderDialog({
      total: 3,
      done: 1,
      failed: 0,
      failures: [],
      finishedAt: null,
      withInvoices: true,
    });
    expect(screen.getByText('Enviando arquivos: 2 de 3')).toBeInTheDocument();
    sending.cleanup();
    await renderDialog({ total: 2, done: 2, failed: 0, failures: [], finishedAt: Date.now(), withInvoices: true });
    expect(screen.getByText('2 arquivos enviados com sucesso.')).toBeInTheDocument();
  });

  it('goes to /protocolos by itself once the uploads are done, or at once with the button', async () => {
    vi.useFakeTimers();
    const { onGoToProtocols } = await renderDialog({
      total: 2,
      done: 2,
      failed: 0,
      failures: [],
      finishedAt: Date.now(),
    });
    expect(screen.getByText('2 fotos enviadas com sucesso.')).toBeInTheDocument();
    expect(
      screen.getByText(`Indo para os seus protocolos em ${SUCCESS_DIALOG_REDIRECT_MS / 1000} segundos…`),
    ).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_REDIRECT_MS - 100));
    expect(onGoToProtocols).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(200));
    expect(onGoToProtocols).toHaveBeenCalledTimes(1);
  });

  it('does not leave while photos are still being sent', async () => {
    vi.useFakeTimers();
    const { onGoToProtocols } = await renderDialog({ total: 2, done: 1, failed: 0, failures: [], finishedAt: null });
    act(() => vi.advanceTimersByTime(SUCCESS_DIALOG_REDIRECT_MS * 3));
    expect(onGoToProtocols).not.toHaveBeenCalled();
    act(() => screen.getByRole('button', { name: 'Ver meus protocolos' }).click());
    expect(onGoToProtocols).toHaveBeenCalledTimes(1);
  });
});

describe('SuccessDialog of a request split into several protocols (ADR 0030)', () => {
  it('lists every protocol number, each with its own copy button, and sends failed files to their protocol', async () => {
    const view = await renderRequest(
      <SuccessDialog
        opened
        protocolId={100010}
        protocolIds={[100010, 100011]}
        missingFilesProtocolId={100011}
        upload={{
          total: 1,
          done: 1,
          failed: 1,
          failures: [{ name: 'nota.pdf', reason: 'Arquivo inválido.', isInvoice: true, item: 2 }],
          finishedAt: Date.now(),
          withInvoices: true,
        }}
        onGoToProtocols={vi.fn()}
      />,
    );
    cleanupView = view.cleanup;
    const user = userEvent.setup();
    const writeText = mockClipboard(() => Promise.resolve());

    expect(screen.getByRole('dialog', { name: 'Protocolos gerados com sucesso!' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'A sua solicitação virou 2 protocolos:' });
    expect(
      within(list)
        .getAllByTestId('protocol-number')
        .map((node) => node.textContent),
    ).toEqual(['100010', '100011']);
    await user.click(screen.getByRole('button', { name: 'Copiar o número do protocolo 100011' }));
    expect(writeText).toHaveBeenCalledWith('100011');
    expect(screen.getByRole('link', { name: 'Enviar o arquivo pelo protocolo' })).toHaveAttribute(
      'href',
      '/protocol/100011',
    );
  });
});

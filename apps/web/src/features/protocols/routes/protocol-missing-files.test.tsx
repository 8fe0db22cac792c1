import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MissingFile, ProtocolFile, SendableFile } from '@portal/domain';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { HISTORY, ITEMS, protocolSummary, TIMELINE } from '../test/fixtures';
import { renderDetailPage } from '../test/render-protocols';
import ProtocolDetailPage from './protocol-detail-page';

const PROTOCOL = protocolSummary({ CTO_ID: 5 });
const NO_INVOICE: MissingFile = { item: 1, kind: 'invoice', required: 1, received: 0 };
const INVOICE_ROOM: SendableFile = { item: 1, kind: 'invoice', received: 0, max: 3 };

let files: ProtocolFile[] = [];
let missing: MissingFile[] = [NO_INVOICE];
let sendable: SendableFile[] = [INVOICE_ROOM];
let uploadOk = true;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api/returns/protocols/b2c' && request.method === 'POST')
      return json(response, 200, { calls: [PROTOCOL] });
    if (path === '/api/upload/protocols/upload/file') {
      if (!uploadOk) return json(response, 500, { type: 'ERROR', message: 'Falha no armazenamento' });
      files = [
        { FILE_ID: 90, FILE_NAME: 'nota.pdf', MIME_TYPE: 'application/pdf', IS_NFE: 'S', SIZE_BYTES: 4, ITP_ID: 7 },
      ];
      missing = [];
      sendable = sendable.map((entry) => ({ ...entry, received: entry.received + 1 }));
      return json(response, 200, { data: { msg: { message: 'Upload efetuado com sucesso' } } });
    }
    const match = /^\/api\/returns\/protocols\/b2c\/(historic|timeline|items|files)\/\d+$/.exec(path);
    switch (match?.[1]) {
      case 'historic':
        return json(response, 200, { history: HISTORY });
      case 'timeline':
        return json(response, 200, { timeline: TIMELINE });
      case 'items':
        return json(response, 200, { itemsb2c: ITEMS });
      case 'files':
        return json(response, 200, { files, missingFiles: missing, sendableFiles: sendable });
      default:
        return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
    }
  });
});
afterAll(() => server.close());

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  files = [];
  missing = [NO_INVOICE];
  sendable = [INVOICE_ROOM];
  uploadOk = true;
  server.requests.length = 0;
});

const pdf = () => new File([new Uint8Array([37, 80, 68, 70])], 'nota.pdf', { type: 'application/pdf' });

async function open() {
  const view = await renderDetailPage(<ProtocolDetailPage />, String(PROTOCOL.PRT_ID));
  cleanup = view.cleanup;
  return { ...view, user: userEvent.setup() };
}

describe('protocol detail: send the missing files', () => {
  it('names the missing invoice and clears it once the upload arrives, still offering more up to the limit', async () => {
    const { user, queryClient } = await open();
    const alert = await screen.findByTestId('missing-files');
    expect(within(alert).getByText('Faltam arquivos neste protocolo')).toBeInTheDocument();
    expect(within(alert).getByText('Nota fiscal de Camiseta Dry Run: 0 de 1')).toBeInTheDocument();
    const button = within(alert).getByRole('button', { name: 'Enviar a nota fiscal' });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription('Nota fiscal de Camiseta Dry Run: 0 de 1');

    await user.upload(screen.getByTestId('missing-invoice-input-1'), pdf());
    await waitFor(() => expect(screen.queryByText('Faltam arquivos neste protocolo')).toBeNull());
    expect(await screen.findByText('Arquivo enviado com sucesso.')).toBeInTheDocument();
    const more = screen.getByTestId('missing-files');
    expect(within(more).getByText('Enviar mais arquivos')).toBeInTheDocument();
    expect(within(more).getByText('Nota fiscal de Camiseta Dry Run: 1 de 3 arquivos enviado')).toBeInTheDocument();
    expect(within(more).getByRole('button', { name: 'Enviar mais arquivos da nota' })).toBeEnabled();
    expect(within(screen.getByTestId('protocol-files')).getByText(/Nota fiscal/)).toBeInTheDocument();

    const [upload] = server.requests.filter((request) => request.url === '/api/upload/protocols/upload/file');
    for (const [name, value] of [
      ['prt_id', String(PROTOCOL.PRT_ID)],
      ['is_nfe', 'S'],
      ['item', '1'],
    ])
      expect(upload!.body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it("keeps the action and names the file that failed with the server's reason", async () => {
    uploadOk = false;
    const { user, queryClient } = await open();
    await user.upload(await screen.findByTestId('missing-invoice-input-1'), pdf());
    const failed = await screen.findByTestId('missing-files-failed');
    expect(failed).toHaveAttribute('role', 'alert');
    expect(within(failed).getByText('Este arquivo não foi enviado:')).toBeInTheDocument();
    expect(within(failed).getByRole('listitem')).toHaveTextContent('nota.pdf: Falha no armazenamento');
    expect(screen.getByTestId('missing-files')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('sends more photos when the minimum was met but some failed at creation (issue 23)', async () => {
    missing = [];
    sendable = [{ item: 1, kind: 'photo', received: 1, max: 5 }];
    const { user, queryClient } = await open();
    const more = await screen.findByTestId('missing-files');
    expect(within(more).queryByText('Faltam arquivos neste protocolo')).toBeNull();
    expect(within(more).getByText('Fotos de Camiseta Dry Run: 1 de 5 enviada')).toBeInTheDocument();
    await user.click(within(more).getByRole('button', { name: 'Enviar mais fotos' }));
    await user.upload(
      screen.getByTestId('missing-photo-input-1'),
      new File(['x'], 'defeito.jpg', { type: 'image/jpeg' }),
    );
    expect(await screen.findByText('Arquivo enviado com sucesso.')).toBeInTheDocument();
    const [upload] = server.requests.filter((request) => request.url === '/api/upload/protocols/upload/file');
    expect(upload!.body).toMatch(/name="is_nfe"\r\n\r\nN\r\n/);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
  });

  it('shows nothing when no file is missing and none can be sent', async () => {
    missing = [];
    sendable = [];
    const { queryClient } = await open();
    expect(await screen.findByText('Nenhum arquivo enviado.')).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(screen.queryByTestId('missing-files')).toBeNull();
  });
});

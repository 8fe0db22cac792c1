import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { modals } from '@mantine/modals';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { saveSession } from '../features/auth/session';
import { notifySuccess } from '../lib/notify';
import { fakeApi, renderApp, TEST_USER } from '../test/render-app';
import { startTestServer, type TestServer } from '../test/test-server';

let server: TestServer;
let cleanup: (() => void) | undefined;

beforeAll(async () => {
  server = await startTestServer(fakeApi({ session: true }));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  act(() => modals.closeAll());
  cleanup?.();
  cleanup = undefined;
});

/** /about is the shell's own page: these tests do not depend on what feature pages load or show. */
async function openAbout() {
  saveSession(TEST_USER);
  const app = await renderApp('/about');
  cleanup = app.cleanup;
  await screen.findByRole('heading', { level: 1, name: 'Sobre o portal' });
  return app;
}

describe('toasts and modals loaded on first use', () => {
  it('shows a toast raised before its container was loaded', async () => {
    await openAbout();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifySuccess('Protocolo gerado com sucesso');
    });

    const message = await screen.findByText('Protocolo gerado com sucesso');
    const toast = message.closest<HTMLElement>('.mantine-Notification-root')!;
    expect(toast).toHaveAttribute('role', 'status');
    expect(toast).toHaveTextContent('Sucesso');
    expect(toast).toHaveTextContent('Protocolo gerado com sucesso');
  });

  it('opens a modal asked for before the modals manager was loaded, and later ones too', async () => {
    const user = userEvent.setup();
    await openAbout();
    let confirmed = 0;

    act(() => {
      modals.openConfirmModal({
        title: 'Segunda troca não permitida',
        children: 'Este pedido já é uma troca.',
        labels: { confirm: 'Entendi', cancel: 'Voltar' },
        onConfirm: () => {
          confirmed += 1;
        },
      });
    });

    const dialog = await screen.findByRole('dialog', { name: 'Segunda troca não permitida' });
    expect(dialog).toHaveTextContent('Este pedido já é uma troca.');
    await user.click(screen.getByRole('button', { name: 'Entendi' }));
    expect(confirmed).toBe(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      modals.open({ title: 'Estoque indisponível', children: 'Sem estoque para este tamanho.' });
    });
    expect(await screen.findByRole('dialog', { name: 'Estoque indisponível' })).toBeInTheDocument();
  });
});

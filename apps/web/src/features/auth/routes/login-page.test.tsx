import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getSessionUser } from '../../../lib/session';
import { fakeApi, renderApp, TEST_BRAND } from '../../../test/render-app';
import { startTestServer, type RecordedRequest, type TestServer } from '../../../test/test-server';
import { readPendingContact } from '../lib/pending-contact';
import { answerCodeSent, CODE_PATH, fakeAuthApi, LOGGED_USER, LOGIN_PATH, requestsTo } from '../test-utils';

let server: TestServer;
let cleanup: (() => void) | undefined;

/** The shell's fake API (brand, session check, logout) plus the two quick-access calls. */
function portalApi(request: RecordedRequest, response: ServerResponse) {
  if (request.url.startsWith('/api/authentication/fastaccess/')) {
    fakeAuthApi({
      code: answerCodeSent,
      login: (_body, res) => {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ user: LOGGED_USER, token: 't' }));
      },
    })(request, response);
    return;
  }
  fakeApi({ session: false })(request, response);
}

beforeAll(async () => {
  server = await startTestServer(portalApi);
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  cleanup?.();
  cleanup = undefined;
  server.requests.length = 0;
  window.sessionStorage.clear();
  window.localStorage.clear();
});

/** Opening /login logs out (LoginEntry): waiting for that call keeps it from outliving the test. */
const loggedOut = () =>
  waitFor(() => expect(server.requests.some((request) => request.url === '/api/authentication/logout')).toBe(true));

async function openLogin() {
  const app = await renderApp('/login');
  cleanup = app.cleanup;
  await screen.findByRole('heading', { level: 1, name: 'Trocas, devoluções e reembolsos' });
  await loggedOut();
  return { ...app, user: userEvent.setup() };
}

const quickAccess = () => screen.getByRole('dialog', { name: 'Acesso rápido' });
const verifyDialog = () => screen.getByRole('dialog', { name: 'Digite o código de acesso' });

describe('/login', () => {
  it('shows the brand, the texts, the two ways in and the help link', async () => {
    await openLogin();
    expect(screen.getAllByRole('img', { name: `Logotipo ${TEST_BRAND.name}` })[0]).toHaveAttribute(
      'src',
      TEST_BRAND.logoUrl,
    );
    expect(screen.getByText('Bem-vindo(a)!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar sem cadastro' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Já tenho um código' })).toBeInTheDocument();
    const help = screen.getByRole('link', { name: /Fale conosco/ });
    expect(help).toHaveAttribute('href', TEST_BRAND.contactUrl);
    expect(help).toHaveAttribute('target', '_blank');
  });

  it('logs in by e-mail through both dialogs and lands on /', async () => {
    const { user, router } = await openLogin();

    await user.click(screen.getByRole('button', { name: 'Entrar sem cadastro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acesso rápido' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'ana.souza@example.com');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));

    const verify = await screen.findByRole('dialog', { name: 'Digite o código de acesso' });
    expect(within(verify).getByRole('status')).toHaveTextContent('a***@example.com');
    expect(readPendingContact()).toMatchObject({ channel: 'email', value: 'ana.souza@example.com' });

    await user.type(within(verify).getByRole('textbox', { name: /Código de acesso/ }), '123456');
    await user.click(within(verify).getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([{ brand: TEST_BRAND.id, email: 'ana.souza@example.com' }]);
    expect(requestsTo(server.requests, LOGIN_PATH)).toEqual([
      { brand: TEST_BRAND.id, tokenCode: '123456', email: 'ana.souza@example.com' },
    ]);
    expect(getSessionUser()?.email).toBe(LOGGED_USER.email);
    expect(readPendingContact()).toBeNull();
  });

  // Issue 23 item 8: the status e-mails' link, opened signed out, comes back after the code; never another site.
  it.each([
    ['/login?next=%2Fprotocol%2F100007', '/protocol/100007'],
    ['/login?next=%2F%2Fevil.example%2Fprotocol%2F1', '/'],
    ['/login?next=https%3A%2F%2Fevil.example', '/'],
  ])('%s signs in and lands on %s', async (start, landing) => {
    const app = await renderApp(start);
    cleanup = app.cleanup;
    await loggedOut();
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Entrar sem cadastro' }));
    const dialog = await screen.findByRole('dialog', { name: 'Acesso rápido' });
    await user.type(within(dialog).getByRole('textbox', { name: /E-mail/ }), 'ana.souza@example.com');
    await user.click(within(dialog).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'Enviar código' }));
    const verify = await screen.findByRole('dialog', { name: 'Digite o código de acesso' });
    await user.type(within(verify).getByRole('textbox', { name: /Código de acesso/ }), '123456');
    await user.click(within(verify).getByRole('button', { name: 'Entrar' }));

    await waitFor(() => expect(app.router.state.location.pathname).toBe(landing));
  });

  it("closing keeps where the code went for 'I already have a code'; cancel forgets it", async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar sem cadastro' }));
    await user.type(within(quickAccess()).getByRole('textbox', { name: /E-mail/ }), 'ana.souza@example.com');
    await user.click(within(quickAccess()).getByRole('checkbox'));
    await user.click(within(quickAccess()).getByRole('button', { name: 'Enviar código' }));
    await screen.findByRole('dialog', { name: 'Digite o código de acesso' });

    await user.click(within(verifyDialog()).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Já tenho um código' }));
    expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent('a***@example.com');

    await user.click(within(verifyDialog()).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(readPendingContact()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Já tenho um código' }));
    const fresh = await screen.findByRole('dialog', { name: 'Digite o código de acesso' });
    expect(within(fresh).getByRole('radio', { name: 'Tenho um código de e-mail' })).not.toBeChecked();
    expect(within(fresh).queryByRole('status')).toBeNull();
  });

  it('shows one dialog at a time, and Cancel in the verify dialog goes back to the login page', async () => {
    const { user } = await openLogin();
    const enter = screen.getByRole('button', { name: 'Entrar sem cadastro' });
    await user.click(enter);
    await user.type(within(quickAccess()).getByRole('textbox', { name: /E-mail/ }), 'ana.souza@example.com');
    await user.click(within(quickAccess()).getByRole('checkbox'));
    await user.click(within(quickAccess()).getByRole('button', { name: 'Enviar código' }));

    const verify = await screen.findByRole('dialog', { name: 'Digite o código de acesso' });
    // Quick access is gone by the time the verify dialog shows: never two dialogs (and two backdrops) at once.
    expect(screen.getAllByRole('dialog')).toEqual([verify]);

    await user.click(within(verify).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('heading', { level: 1, name: 'Trocas, devoluções e reembolsos' })).toBeVisible();
    await waitFor(() => expect(enter).toHaveFocus());
  });

  it("switches from quick access to 'I already have a code'", async () => {
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Entrar sem cadastro' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Já tenho um código' }));
    const verify = await screen.findByRole('dialog', { name: 'Digite o código de acesso' });
    expect(within(verify).getByRole('radio', { name: 'Tenho um código de telefone' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Acesso rápido' })).toBeNull());
  });

  it('speaks the interface language', async () => {
    const app = await renderApp('/login', { language: 'es' });
    cleanup = app.cleanup;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Cambios, devoluciones y reembolsos' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Entrar sin registrarse' })).toBeInTheDocument();
    await loggedOut();
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AGENT } from '../test/fixtures';
import { setUpConsoleServer } from '../test/console-server';
import { fakeState } from '../test/fake-backoffice';

const api = setUpConsoleServer();
const posts = (path: string) => api.posts(path);
const open = (path: string, language: 'pt' | 'en' | 'es' = 'pt') => api.open(path, language);

describe('console sign-in', () => {
  it('sends a signed-out operator to sign in, then through e-mail, code and TOTP enrolment back to where they were', async () => {
    api.state = fakeState({ operator: AGENT, enrolled: false });
    const user = userEvent.setup();
    const { router } = await open('/backoffice?status=2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/login'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Entrar no console' })).toBeInTheDocument();

    // A malformed e-mail is caught before anything is sent.
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'bia@');
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('E-mail inválido.')).toBeInTheDocument();
    expect(posts('/auth/code')).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /^E-mail/ }));
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), AGENT.email);
    await user.click(screen.getByRole('button', { name: 'Enviar código' }));
    const codeField = await screen.findByRole('textbox', { name: /^Código de acesso/ });
    expect(JSON.parse(posts('/auth/code')[0]!.body)).toEqual({ email: AGENT.email });

    // A wrong code: the server's sentence, in the operator's language, and the step stays.
    await user.type(codeField, '111111');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Código inválido ou expirado.');

    await user.clear(codeField);
    await user.type(codeField, '12 34 56');
    await user.click(screen.getByRole('button', { name: 'Confirmar código' }));

    // First sign-in: the QR code as an image, the otpauth address as text to copy.
    const qr = await screen.findByRole('img', { name: /Código QR/ });
    expect(JSON.parse(posts('/auth/verify')[1]!.body)).toEqual({ email: AGENT.email, code: '123456' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(screen.getByText(/^otpauth:\/\/totp\/Console:bia/)).toBeInTheDocument();
    // The key to type by hand, grouped as authenticator apps show it (issue 46).
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar endereço' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Código do aplicativo autenticador/ }), '654321');
    await user.click(screen.getByRole('button', { name: 'Entrar' }));

    // Signed in: back to the queue with the filter it was opened with, and the operator in the header.
    expect(await screen.findByRole('heading', { level: 1, name: 'Fila de protocolos' })).toBeInTheDocument();
    expect(JSON.parse(posts('/auth/totp')[0]!.body)).toEqual({ token: '654321' });
    expect(router.state.location.pathname).toBe('/backoffice');
    expect(router.state.location.search).toBe('?status=2');
    expect(screen.getByText(AGENT.name)).toBeInTheDocument();
    expect(screen.getByText('Atendente')).toBeInTheDocument();
  });

  it('an enrolled operator goes from the code straight to the token; errors read in English', async () => {
    const user = userEvent.setup();
    await open('/backoffice/login', 'en');

    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Required field.')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'rui.admin@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(await screen.findByRole('textbox', { name: /^Access code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm code' }));

    const token = await screen.findByRole('textbox', { name: /^Authenticator app code/ });
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    await user.type(token, '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid code.')).toBeInTheDocument();
    expect(posts('/auth/totp')).toHaveLength(0);

    await user.type(token, '9');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid authenticator code.');
  });

  it('signing out ends the session and shows the sign-in screen', async () => {
    api.state = fakeState({ signedIn: AGENT });
    const user = userEvent.setup();
    const { router } = await open('/backoffice');

    await user.click(await screen.findByRole('button', { name: 'Sair' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/login'));
    expect(posts('/auth/logout')).toHaveLength(1);
    expect(await screen.findByRole('heading', { name: 'Entrar no console' })).toBeInTheDocument();
    expect(screen.queryByText('Sessão encerrada')).toBeNull();
  });

  it('a session that ends during work says so on the sign-in screen', async () => {
    api.state = fakeState({ signedIn: AGENT });
    const user = userEvent.setup();
    const { router } = await open('/backoffice');
    await screen.findByRole('heading', { name: 'Fila de protocolos' });

    api.state.signedIn = null;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Situação' }), '3');
    await waitFor(() => expect(router.state.location.pathname).toBe('/backoffice/login'));
    expect(await screen.findByText('Sua sessão terminou. Entre de novo para continuar.')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESEND_COUNTDOWN_SECONDS, VERIFY_CODE_MAX_LENGTH } from '@portal/domain';
import { getSessionUser, hasSavedSession } from '../../../lib/session';
import { openToastMessages } from '../../../test/render-toasts';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import type { PendingContact } from '../lib/pending-contact';
import { clearSession } from '../session';
import {
  AUTH_TEST_BRAND,
  CODE_PATH,
  LOGGED_USER,
  LOGIN_PATH,
  answerCodeSent,
  clearAuthToasts,
  fakeAuthApi,
  renderWithAuthProviders,
  requestsTo,
} from '../test-utils';
import VerifyCodeDialog from './verify-code-dialog';

const RIGHT_CODE = '123456';
const CHOOSE_WARNING = 'Para prosseguir, escolha e-mail ou telefone.';
const RESEND_IN_FULL = `Reenviar código em ${RESEND_COUNTDOWN_SECONDS} s`;

function loginAnswer(body: Record<string, unknown>, response: Parameters<typeof json>[0]) {
  if (body.tokenCode === RIGHT_CODE) {
    json(response, 200, { user: LOGGED_USER, token: 'not-a-credential' });
  } else {
    json(response, 422, { type: 'WARN', message: 'Código incorreto. Tentativas restantes: 4.' });
  }
}

const defaultApi = () => fakeAuthApi({ code: answerCodeSent, login: loginAnswer });

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(defaultApi());
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  vi.useRealTimers();
  clearAuthToasts();
  clearSession();
  server.requests.length = 0;
  server.handle(defaultApi());
});

const emailContact = (sentAt: number): PendingContact => ({
  channel: 'email',
  value: 'ana.souza@example.com',
  masked: 'a***@example.com',
  sentAt,
});

/** The dialog's own note of where the code went (toasts are statuses too). */
const destinationNote = () =>
  within(screen.getByRole('dialog', { name: 'Digite o código de acesso' })).getByRole('status');

/** A contact whose countdown already ran out, so resending and the phone option are available at once. */
const longAgo = () => Date.now() - (RESEND_COUNTDOWN_SECONDS + 1) * 1000;

async function openVerify(contact: PendingContact | null) {
  const callbacks = { onContactChange: vi.fn(), onCancel: vi.fn(), onLoggedIn: vi.fn(), onClose: vi.fn() };
  const view = await renderWithAuthProviders(<VerifyCodeDialog opened contact={contact} {...callbacks} />);
  await screen.findByRole('dialog', { name: 'Digite o código de acesso' });
  const user = userEvent.setup();
  const code = screen.getByRole('textbox', { name: /Código de acesso/ });
  const submit = screen.getByRole('button', { name: 'Entrar' });
  return { ...view, ...callbacks, user, code, submit };
}

describe('verify-code dialog with a known address', () => {
  it('says where the code went, masked', async () => {
    await openVerify(emailContact(Date.now()));
    expect(destinationNote()).toHaveTextContent('Enviamos um código de acesso para a***@example.com.');
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('takes digits only, up to VERIFY_CODE_MAX_LENGTH, as a one-time-code field', async () => {
    const { user, code } = await openVerify(emailContact(Date.now()));
    expect(code).toHaveAttribute('inputmode', 'numeric');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await user.type(code, 'a1b2-c3 d4e5f6g7h8i9');
    expect(code).toHaveValue('123456789'.slice(0, VERIFY_CODE_MAX_LENGTH));
  });

  it(`counts ${RESEND_COUNTDOWN_SECONDS} s down before a resend, then offers the phone`, async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    await openVerify(emailContact(Date.now()));

    expect(screen.getByRole('button', { name: RESEND_IN_FULL })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Receber o código por telefone' })).toBeNull();

    act(() => vi.advanceTimersByTime((RESEND_COUNTDOWN_SECONDS - 1) * 1000));
    expect(screen.getByRole('button', { name: 'Reenviar código em 1 s' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Receber o código por telefone' })).toBeNull();

    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Receber o código por telefone' })).toBeInTheDocument();
  });

  it('resends to the same address and starts the countdown again', async () => {
    const { user, onContactChange } = await openVerify(emailContact(longAgo()));

    await user.click(screen.getByRole('button', { name: 'Reenviar código' }));

    await waitFor(() => expect(onContactChange).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([
      { brand: AUTH_TEST_BRAND.id, email: 'ana.souza@example.com' },
    ]);
    expect(openToastMessages()).toEqual(['Enviamos um novo código para a***@example.com.']);
    expect(await screen.findByRole('button', { name: RESEND_IN_FULL })).toBeDisabled();
    // The phone option stays: the first countdown has run out.
    expect(screen.getByRole('button', { name: 'Receber o código por telefone' })).toBeInTheDocument();
  });

  it('sends the code by phone only to a phone that passes the check', async () => {
    const { user, onContactChange } = await openVerify(emailContact(longAgo()));
    await user.click(screen.getByRole('button', { name: 'Receber o código por telefone' }));
    const phone = screen.getByRole('textbox', { name: 'Telefone para receber o código' });

    await user.type(phone, '+551198765');
    expect(phone).toHaveValue('+55 (11) 9876-5');
    await user.click(screen.getByRole('button', { name: 'Enviar por telefone' }));
    await waitFor(() => expect(openToastMessages()).toEqual(['Telefone inválido.']));
    expect(document.querySelector('[data-variant="error"]')).not.toBeNull();
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([]);

    await user.clear(phone);
    await user.type(phone, '5511987654321');
    expect(phone).toHaveValue('+55 (11) 98765-4321');
    await user.click(screen.getByRole('button', { name: 'Enviar por telefone' }));

    await waitFor(() => expect(onContactChange).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([{ brand: AUTH_TEST_BRAND.id, fone: '5511987654321' }]);
    expect(onContactChange.mock.calls[0]![0]).toMatchObject({ channel: 'phone', value: '5511987654321' });
    expect(destinationNote()).toHaveTextContent('Enviamos um código de acesso para +55 (11) *****-4321.');
    expect(screen.queryByRole('textbox', { name: 'Telefone para receber o código' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Receber o código por telefone' })).toBeNull();
    expect(screen.getByRole('button', { name: RESEND_IN_FULL })).toBeDisabled();
  });

  it('takes a Brazilian mobile typed as usual, without the country code (spec §9: DDI 55)', async () => {
    const { user, onContactChange } = await openVerify(emailContact(longAgo()));
    await user.click(screen.getByRole('button', { name: 'Receber o código por telefone' }));
    const phone = screen.getByRole('textbox', { name: 'Telefone para receber o código' });

    await user.type(phone, '21998765432');
    expect(phone).toHaveValue('(21) 99876-5432');
    await user.click(screen.getByRole('button', { name: 'Enviar por telefone' }));

    await waitFor(() => expect(onContactChange).toHaveBeenCalledTimes(1));
    expect(openToastMessages()).not.toContain('Telefone inválido.');
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([{ brand: AUTH_TEST_BRAND.id, fone: '21998765432' }]);
    expect(onContactChange.mock.calls[0]![0]).toMatchObject({ channel: 'phone', value: '21998765432' });
  });

  it('logs in with the code: saves the session and hands over', async () => {
    const { user, code, submit, onLoggedIn } = await openVerify(emailContact(Date.now()));
    await user.type(code, RIGHT_CODE);
    await user.click(submit);

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, LOGIN_PATH)).toEqual([
      { brand: AUTH_TEST_BRAND.id, tokenCode: RIGHT_CODE, email: 'ana.souza@example.com' },
    ]);
    expect(getSessionUser()).toMatchObject({ email: LOGGED_USER.email, nome: LOGGED_USER.nome });
    expect(hasSavedSession()).toBe(true);
  });

  // Issue 23 item 10: no technical 'Aviso! Código: 422' toast beside the field's own message.
  it('shows a wrong code in the field only, focused, and stays open', async () => {
    const { user, code, submit, onLoggedIn } = await openVerify(emailContact(Date.now()));
    await user.type(code, '654321');
    await user.click(submit);

    const message = 'Código incorreto. Tentativas restantes: 4.';
    expect(await screen.findByText(message, { selector: '.mantine-TextInput-error' })).toBeInTheDocument();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    expect(openToastMessages()).toEqual([]);
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(getSessionUser()).toBeNull();
  });

  it('shows a failure of the server (no field to speak from) as a toast with the support code', async () => {
    server.handle(
      fakeAuthApi({
        login: (_body, response) => json(response, 503, { type: 'ERROR', message: 'Serviço indisponível' }),
      }),
    );
    const { user, code, submit } = await openVerify(emailContact(Date.now()));
    await user.type(code, RIGHT_CODE);
    await user.click(submit);
    await waitFor(() => expect(openToastMessages()).toHaveLength(1));
    expect(code).not.toHaveAttribute('aria-invalid', 'true');
  });

  // Issue 23: maxlength used to cut the pasted text before the digits were taken from it.
  it("takes the digits of a pasted 'Código: 915456'", async () => {
    const { user, code } = await openVerify(emailContact(Date.now()));
    await user.click(code);
    await user.paste('Código: 915456');
    expect(code).toHaveValue('915456');
  });

  it("warns 'customer has no e-mail' when the answer has no user", async () => {
    server.handle(fakeAuthApi({ login: (_body, response) => json(response, 200, { token: 'x' }) }));
    const { user, code, submit, onLoggedIn } = await openVerify(emailContact(Date.now()));
    await user.type(code, RIGHT_CODE);
    await user.click(submit);

    await waitFor(() => expect(openToastMessages()).toEqual(['Cliente não possui e-mail cadastrado.']));
    expect(onLoggedIn).not.toHaveBeenCalled();
    expect(getSessionUser()).toBeNull();
    expect(hasSavedSession()).toBe(false);
  });

  it('asks for the code before calling the API', async () => {
    const { user, submit } = await openVerify(emailContact(Date.now()));
    await user.click(submit);
    await waitFor(() => expect(openToastMessages()).toEqual(['Informe o código de acesso recebido.']));
    expect(requestsTo(server.requests, LOGIN_PATH)).toEqual([]);
  });

  it('cancel hands over to the page (which forgets the address)', async () => {
    const { user, onCancel } = await openVerify(emailContact(Date.now()));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});

describe("verify-code dialog opened from 'I already have a code'", () => {
  it('asks where the code went with two radios, each with its own field', async () => {
    const { user } = await openVerify(null);
    const where = screen.getByRole('radiogroup', { name: 'Onde você recebeu o código?' });
    const byEmail = within(where).getByRole('radio', { name: 'Tenho um código de e-mail' });
    const byPhone = within(where).getByRole('radio', { name: 'Tenho um código de telefone' });
    expect(byEmail).not.toBeChecked();
    expect(byPhone).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /^Telefone/ })).toBeNull();

    await user.click(byEmail);
    expect(byEmail).toBeChecked();
    expect(screen.getByRole('textbox', { name: /^E-mail/ })).toBeInTheDocument();

    await user.click(byPhone);
    expect(byPhone).toBeChecked();
    expect(byEmail).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^E-mail/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: /^Telefone/ })).toBeInTheDocument();

    // Arrow keys move the choice within the group, as radios do.
    await user.keyboard('{ArrowUp}');
    expect(byEmail).toBeChecked();
    expect(byPhone).not.toBeChecked();
  });

  it('warns to choose e-mail or phone, then names the invalid one', async () => {
    const { user, code, submit } = await openVerify(null);
    await user.type(code, RIGHT_CODE);

    await user.click(submit);
    await waitFor(() => expect(openToastMessages()).toEqual([CHOOSE_WARNING]));
    expect(screen.getByText(CHOOSE_WARNING, { selector: 'p' })).toBeInTheDocument();

    // Choosing a channel fixes the first warning, so it leaves; each newer warning replaces the older (issue 11, item 7).
    await user.click(screen.getByRole('radio', { name: 'Tenho um código de e-mail' }));
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'ana.souza@');
    await user.click(submit);
    await waitFor(() => expect(openToastMessages()).toEqual(['E-mail inválido.']));

    await user.click(screen.getByRole('radio', { name: 'Tenho um código de telefone' }));
    await user.type(screen.getByRole('textbox', { name: /^Telefone/ }), '55119876');
    await user.click(submit);
    await waitFor(() => expect(openToastMessages()).toEqual(['Telefone inválido.']));

    // The same warning again does not stack a copy.
    await user.click(submit);
    expect(openToastMessages()).toEqual(['Telefone inválido.']);
    expect(requestsTo(server.requests, LOGIN_PATH)).toEqual([]);
  });

  it('logs in by phone with the phone as digits', async () => {
    const { user, code, submit, onLoggedIn } = await openVerify(null);
    await user.click(screen.getByRole('radio', { name: 'Tenho um código de telefone' }));
    await user.type(screen.getByRole('textbox', { name: /^Telefone/ }), '5521998765432');
    await user.type(code, RIGHT_CODE);
    await user.click(submit);

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, LOGIN_PATH)).toEqual([
      { brand: AUTH_TEST_BRAND.id, tokenCode: RIGHT_CODE, fone: '5521998765432' },
    ]);
  });

  it('resends to the address the shopper gives, once the countdown has run out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { user, onContactChange } = await openVerify(null);
    act(() => vi.advanceTimersByTime(RESEND_COUNTDOWN_SECONDS * 1000));
    const resend = screen.getByRole('button', { name: 'Reenviar código' });

    await user.click(resend);
    await waitFor(() => expect(openToastMessages()).toEqual([CHOOSE_WARNING]));
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Tenho um código de e-mail' }));
    await user.type(screen.getByRole('textbox', { name: /^E-mail/ }), 'Ana.Souza@example.com');
    await user.click(resend);

    await waitFor(() => expect(onContactChange).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([
      { brand: AUTH_TEST_BRAND.id, email: 'ana.souza@example.com' },
    ]);
    // Now the dialog knows where the code went and says so instead of asking.
    expect(destinationNote()).toHaveTextContent('a***@example.com');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

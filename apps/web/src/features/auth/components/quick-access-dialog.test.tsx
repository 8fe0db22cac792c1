import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openToastMessages } from '../../../test/render-toasts';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { hasAcceptedTerms } from '../../../lib/terms-acceptance';
import {
  AUTH_TEST_BRAND,
  CODE_PATH,
  answerCodeSent,
  clearAuthToasts,
  fakeAuthApi,
  renderWithAuthProviders,
  requestsTo,
} from '../test-utils';
import QuickAccessDialog from './quick-access-dialog';

const TERMS_WARNING = 'Por favor, confirme os termos para prosseguir';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(fakeAuthApi({ code: answerCodeSent }));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  clearAuthToasts();
  server.requests.length = 0;
  server.handle(fakeAuthApi({ code: answerCodeSent }));
  window.localStorage.clear();
});

async function openDialog(brand = AUTH_TEST_BRAND) {
  const onCodeSent = vi.fn();
  const onHaveCode = vi.fn();
  const view = await renderWithAuthProviders(
    <QuickAccessDialog opened onClose={() => {}} onCodeSent={onCodeSent} onHaveCode={onHaveCode} />,
    { brand },
  );
  await screen.findByRole('dialog', { name: 'Acesso rápido' });
  const user = userEvent.setup();
  const email = screen.getByRole('textbox', { name: /E-mail/ });
  const terms = screen.getByRole('checkbox', { name: /Li e aceito a política de entrega, troca e devolução/ });
  const send = screen.getByRole('button', { name: 'Enviar código' });
  return { ...view, user, email, terms, send, onCodeSent, onHaveCode };
}

describe('quick-access dialog', () => {
  it('links the terms to the brand policy, in a new tab', async () => {
    await openDialog();
    const link = screen.getByRole('link', { name: /política de entrega, troca e devolução/ });
    expect(link).toHaveAttribute('href', AUTH_TEST_BRAND.policyUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
  });

  it('replaces its warning with the newer one, and takes it away once the field is fixed', async () => {
    const { user, email, terms, send } = await openDialog();
    await user.click(send);
    await waitFor(() => expect(openToastMessages()).toEqual(['Informe o seu e-mail.']));

    await user.type(email, 'ana.souza@example.com');
    await user.click(send);
    // The e-mail is fine now: its toast makes way for the terms one, never two on screen.
    await waitFor(() => expect(openToastMessages()).toEqual([TERMS_WARNING]));

    await user.click(terms);
    await waitFor(() => expect(openToastMessages()).toEqual([]));
  });

  it('blocks sending until the terms are ticked, with the spec warning', async () => {
    const { user, email, terms, send, onCodeSent } = await openDialog();
    expect(terms).not.toBeChecked();

    await user.type(email, 'ana.souza@example.com');
    await user.click(send);

    await waitFor(() => expect(openToastMessages()).toEqual([TERMS_WARNING]));
    expect(terms).toHaveAttribute('aria-invalid', 'true');
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([]);
    expect(onCodeSent).not.toHaveBeenCalled();

    await user.click(terms);
    await user.click(send);

    await waitFor(() => expect(onCodeSent).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([
      { brand: AUTH_TEST_BRAND.id, email: 'ana.souza@example.com' },
    ]);
    expect(onCodeSent.mock.calls[0]![0]).toMatchObject({
      channel: 'email',
      value: 'ana.souza@example.com',
      masked: 'a***@example.com',
    });
  });

  // Issue 23 item 9: a shopper with only her phone asks for the code by SMS from this first dialog.
  it('sends the code by SMS to a phone chosen here, through the same code request', async () => {
    const { user, terms, send, onCodeSent } = await openDialog();
    await user.click(terms);
    await user.click(screen.getByRole('radio', { name: 'SMS no celular' }));
    expect(screen.queryByRole('textbox', { name: /E-mail/ })).toBeNull();
    const phone = screen.getByRole('textbox', { name: /Celular/ });

    await user.click(send);
    await waitFor(() => expect(openToastMessages()).toEqual(['Informe o seu celular.']));
    await user.type(phone, '219987654');
    await user.click(send);
    await waitFor(() => expect(openToastMessages()).toEqual(['Telefone inválido.']));
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([]);

    await user.type(phone, '32');
    await user.click(send);
    await waitFor(() => expect(onCodeSent).toHaveBeenCalledTimes(1));
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([{ brand: AUTH_TEST_BRAND.id, fone: '21998765432' }]);
    expect(onCodeSent.mock.calls[0]![0]).toMatchObject({ channel: 'phone', value: '21998765432' });
  });

  it('remembers the acceptance per policy link', async () => {
    const first = await openDialog();
    await first.user.click(first.terms);
    expect(hasAcceptedTerms(AUTH_TEST_BRAND.policyUrl)).toBe(true);
    first.unmount();

    const again = await openDialog();
    expect(again.terms).toBeChecked();
    again.unmount();

    // Another brand (another policy link) asks again.
    const otherBrand = { ...AUTH_TEST_BRAND, id: 2, policyUrl: 'https://trilha.example/politica' };
    const other = await openDialog(otherBrand);
    expect(other.terms).not.toBeChecked();

    // Unticking forgets it.
    other.unmount();
    const last = await openDialog();
    await last.user.click(last.terms);
    expect(hasAcceptedTerms(AUTH_TEST_BRAND.policyUrl)).toBe(false);
  });

  it.each([
    ['', 'Informe o seu e-mail.'],
    ['ana.souza@example', 'E-mail inválido.'],
    ['ana souza@example.com', 'E-mail inválido.'],
    ['ana@example.info', 'E-mail inválido.'],
  ])('warns about the e-mail %j and sends nothing', async (typed, warning) => {
    const { user, email, terms, send } = await openDialog();
    await user.click(terms);
    if (typed) await user.type(email, typed);
    await user.click(send);

    await waitFor(() => expect(openToastMessages()).toEqual([warning]));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(warning, { selector: '.mantine-TextInput-error' })).toBeInTheDocument();
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([]);
  });

  it('sends the e-mail trimmed and in lower case', async () => {
    const { user, email, terms, send, onCodeSent } = await openDialog();
    await user.type(email, '  Ana.Souza@Example.COM ');
    await user.click(terms);
    await user.click(send);
    await waitFor(() => expect(onCodeSent).toHaveBeenCalled());
    expect(requestsTo(server.requests, CODE_PATH)).toEqual([
      { brand: AUTH_TEST_BRAND.id, email: 'ana.souza@example.com' },
    ]);
  });

  it('shows a refusal of the API once (its own message) and stays open', async () => {
    server.handle(
      fakeAuthApi({
        code: (_body, response) =>
          json(
            response,
            429,
            { type: 'WARN', message: 'Aguarde 12 segundos para pedir um novo código.' },
            { 'Retry-After': '12' },
          ),
      }),
    );
    const { user, email, terms, send, onCodeSent } = await openDialog();
    await user.type(email, 'ana.souza@example.com');
    await user.click(terms);
    await user.click(send);

    await waitFor(() => expect(openToastMessages()).toEqual(['Aguarde 12 segundos para pedir um novo código.']));
    expect(onCodeSent).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Acesso rápido' })).toBeInTheDocument();
    expect(email).toHaveValue('ana.souza@example.com');
  });

  it("switches to 'I already have a code'", async () => {
    const { user, onHaveCode } = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Já tenho um código' }));
    expect(onHaveCode).toHaveBeenCalledTimes(1);
  });
});

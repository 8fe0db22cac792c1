import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderFeature } from '../../../test/render-feature';
import { TEST_USER } from '../../../test/render-app';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { ContactSection } from './contact-section';

configure({ asyncUtilTimeout: 5000 });

let server: TestServer;
let offer: { email: string | null; phone: string | null } = { email: 'diego.loja@example.com', phone: null };

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/privacy/me/contact-offer') return json(response, 200, offer);
    if (path === '/api/privacy/me/contact') return json(response, 200, { sentTo: 'd***@example.com' });
    if (path === '/api/privacy/me/contact/confirm') {
      offer = { email: null, phone: null };
      return json(response, 200, { ok: true });
    }
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});
afterAll(() => server.close());

describe("the store's contact in 'Meus dados'", () => {
  it('offers the e-mail the store holds and takes it only with the code sent to it', async () => {
    const view = await renderFeature(
      <ContactSection contacts={{ email: 'diego@example.com', phone: '5511944440001' }} />,
      { path: '/meus-dados', namespaces: ['privacy'], user: TEST_USER, language: 'pt' },
    );
    const notice = (await screen.findByText(/Sua loja tem outro e-mail para você: diego.loja@example.com/)).closest(
      '.mantine-Alert-root',
    ) as HTMLElement;
    fireEvent.click(within(notice).getByRole('button', { name: 'Usar e enviar um código para ele' }));
    await within(notice).findByText('Enviamos um código para d***@example.com.');
    const sent = server.requests.find((request) => request.url === '/api/privacy/me/contact');
    expect(JSON.parse(sent!.body)).toEqual({ email: 'diego.loja@example.com' });
    fireEvent.change(within(notice).getByLabelText(/Código recebido/), { target: { value: '123456' } });
    fireEvent.click(within(notice).getByRole('button', { name: 'Confirmar alteração' }));
    await waitFor(() => expect(screen.queryByText(/Sua loja tem outro e-mail/)).toBeNull());
    const confirm = server.requests.find((request) => request.url === '/api/privacy/me/contact/confirm');
    expect(JSON.parse(confirm!.body)).toEqual({ email: 'diego.loja@example.com', code: '123456' });
    view.cleanup();
  });

  it('speaks en and es', async () => {
    offer = { email: null, phone: '5521999991199' };
    for (const [language, text] of [
      ['en', /Your store has a different phone for you: .*99999-1199\. Use it\?/],
      ['es', /Tu tienda tiene otro teléfono para ti: .*99999-1199\. ¿Quieres usarlo\?/],
    ] as const) {
      const view = await renderFeature(<ContactSection contacts={{ email: '', phone: '' }} />, {
        path: '/meus-dados',
        namespaces: ['privacy'],
        user: TEST_USER,
        language,
      });
      expect(await screen.findByText(text)).toBeTruthy();
      view.cleanup();
    }
  });
});

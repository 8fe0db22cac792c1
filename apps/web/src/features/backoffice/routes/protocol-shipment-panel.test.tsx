import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { describe, expect, it } from 'vitest';
import { setUpConsoleServer } from '../test/console-server';
import { AGENT } from '../test/fixtures';
import { consoleShipment, shipmentState } from '../test/fake-shipment';

const T = { timeout: 15_000 };
const api = setUpConsoleServer();
const toasts = () => notificationsStore.getState().notifications.map((toast) => String(toast.message));

async function open(language: 'pt' | 'en' | 'es' = 'pt') {
  api.state.signedIn = AGENT;
  await api.open('/backoffice/protocols/900123', language);
  const panel = await screen.findByTestId('shipment-panel', {}, T);
  return panel;
}

describe("the console protocol's 'Envio' panel", () => {
  it("shows each authorisation's state, codes, validity and Correios' events, and no action the API does not allow", async () => {
    const panel = await open();
    expect(within(panel).getByRole('heading', { name: 'Envio' })).toBeTruthy();
    const item = await within(panel).findByRole('article', { name: 'Autorização 41' }, T);
    expect(within(item).getByTestId('shipment-state').textContent).toBe('Em trânsito');
    const value = (label: string) => within(item).getByText(label, { selector: 'dt' }).nextElementSibling;
    expect(value('Código de postagem')).toHaveTextContent('2093417658');
    expect(value('Rastreamento')).toHaveTextContent('LR123456785BR');
    expect(value('Válido até')).toHaveTextContent('20/11/2026');
    const events = within(within(item).getByTestId('shipment-events')).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      '12/11/2026 23:15 — Objeto em trânsito - por favor aguarde · Cajamar - SP',
      '12/11/2026 10:42 — Objeto postado · São Paulo - SP',
    ]);
    expect(within(panel).queryByRole('button', { name: 'Emitir de novo' })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it("shows the carrier's error in words and issues the code again", async () => {
    api.state.shipment = shipmentState([
      consoleShipment({
        state: 'failed',
        authorisationCode: null,
        trackingCode: null,
        postBy: null,
        events: [],
        error: 'Os Correios recusaram a declaração de conteúdo (DCE-009): o item precisa de uma descrição.',
        actions: { issueAgain: true, extend: false, cancel: false },
      }),
    ]);
    const user = userEvent.setup();
    const panel = await open();
    const item = await within(panel).findByRole('article', { name: 'Autorização 41' }, T);
    expect(within(item).getByTestId('shipment-state').textContent).toBe('Erro na transportadora');
    expect(within(item).getByTestId('shipment-error')).toHaveTextContent(
      'Os Correios recusaram a declaração de conteúdo (DCE-009): o item precisa de uma descrição.',
    );

    await user.click(within(panel).getByRole('button', { name: 'Emitir de novo' }));
    const fresh = await within(panel).findByRole('article', { name: 'Autorização 42' }, T);
    expect(within(fresh).getByTestId('shipment-state').textContent).toBe('Código não usado');
    const posts = api.posts('/protocols/900123/shipment/issue-again');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(posts[0]!.headers['content-type']).toContain('application/json');
    await waitFor(() => expect(toasts()).toContain('Novo código de postagem emitido.'), T);
  });

  it('asks before cancelling, and a refused action is a toast in words with the panel unchanged', async () => {
    api.state.shipment = shipmentState([
      consoleShipment({
        state: 'issued',
        trackingCode: null,
        events: [],
        actions: { issueAgain: false, extend: true, cancel: true },
      }),
    ]);
    const user = userEvent.setup();
    const panel = await open();
    await user.click(await within(panel).findByRole('button', { name: 'Cancelar' }, T));
    const question = within(panel).getByRole('alertdialog', {
      name: 'Cancelar este código nos Correios? O cliente não poderá mais postar com ele.',
    });
    // Going back sends nothing.
    await user.click(within(question).getByRole('button', { name: 'Voltar' }));
    expect(api.posts('/protocols/900123/shipment/cancel')).toHaveLength(0);

    api.state.shipment.actionError = {
      status: 502,
      message: 'Os Correios não responderam. Tente de novo em instantes.',
    };
    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    await user.click(within(panel).getByRole('button', { name: 'Sim, cancelar o código' }));
    await waitFor(() => expect(toasts()).toContain('Os Correios não responderam. Tente de novo em instantes.'), T);
    expect(within(panel).getByTestId('shipment-state').textContent).toBe('Código não usado');

    await user.click(within(panel).getByRole('button', { name: 'Sim, cancelar o código' }));
    await waitFor(() => expect(within(panel).getByTestId('shipment-state').textContent).toBe('Cancelado'), T);
    expect(api.posts('/protocols/900123/shipment/cancel')).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it("extends an unused code's validity", async () => {
    api.state.shipment = shipmentState([
      consoleShipment({
        state: 'issued',
        trackingCode: null,
        events: [],
        actions: { issueAgain: false, extend: true, cancel: true },
      }),
    ]);
    const user = userEvent.setup();
    const panel = await open('en');
    await user.click(await within(panel).findByRole('button', { name: 'Extend' }, T));
    await waitFor(
      () =>
        expect(within(panel).getByText('Valid until', { selector: 'dt' }).nextElementSibling).toHaveTextContent(
          '30/11/2026',
        ),
      T,
    );
    await waitFor(() => expect(toasts()).toContain('Code validity extended.'), T);
  });

  it('asks Correios for the first code when the brand is connected and the protocol has none', async () => {
    api.state.shipment = shipmentState([], true);
    const user = userEvent.setup();
    const panel = await open('en');
    expect(await within(panel).findByText('No drop-off code issued yet.', {}, T)).toBeTruthy();
    await user.click(within(panel).getByRole('button', { name: 'Issue code' }));
    const item = await within(panel).findByRole('article', { name: 'Authorisation 41' }, T);
    expect(within(item).getByTestId('shipment-state').textContent).toBe('Requested from Correios');
    const posts = api.posts('/protocols/900123/shipment/issue-again');
    expect(posts).toHaveLength(1);
    expect(posts[0]!.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(toasts()).toContain('Drop-off code requested from Correios.'), T);
    expect(within(panel).queryByRole('button', { name: 'Issue code' })).toBeNull();
  });

  it('says when the brand has no carrier connected', async () => {
    api.state.shipment = shipmentState([], false);
    const panel = await open('es');
    expect(await within(panel).findByTestId('shipment-not-connected', {}, T)).toHaveTextContent('Envío no conectado');
    expect(within(panel).queryByRole('article')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Emitir código' })).toBeNull();
  });
});

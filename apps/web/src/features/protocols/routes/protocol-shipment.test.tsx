import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ShopperShipmentResponse } from '@portal/domain';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { FILES, HISTORY, ITEMS, protocolSummary, TIMELINE } from '../test/fixtures';
import { renderDetailPage } from '../test/render-protocols';
import { shipmentAnswer, shopperShipment, SRO_EVENTS } from '../test/shipment-fixtures';
import ProtocolDetailPage from './protocol-detail-page';

const T = { timeout: 15_000 };
let server: TestServer;
let answer: ShopperShipmentResponse | { status: number } = shipmentAnswer(shopperShipment());

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api/returns/protocols/b2c') return json(response, 200, { calls: [protocolSummary()] });
    if (path === '/api/returns/protocols/b2c/shipment/100001') {
      if ('status' in answer) return json(response, answer.status, { type: 'ERROR', message: 'Falha' });
      return json(response, 200, answer);
    }
    const match = /^\/api\/returns\/protocols\/b2c\/(historic|timeline|items|files)\/100001$/.exec(path);
    if (!match) return json(response, 404, { type: 'ERROR', message: 'Protocolo não encontrado' });
    const bodies = { historic: { history: HISTORY }, timeline: { timeline: TIMELINE }, items: { itemsb2c: ITEMS } };
    return json(response, 200, bodies[match[1] as keyof typeof bodies] ?? { files: FILES });
  });
});
afterAll(() => server.close());

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  answer = shipmentAnswer(shopperShipment());
  server.requests.length = 0;
});

async function open(language: 'pt' | 'en' | 'es' = 'pt') {
  const view = await renderDetailPage(<ProtocolDetailPage />, '100001', { language });
  cleanup = view.cleanup;
  return screen.findByTestId('shipping-code', {}, T);
}

describe('the return shipping card on /protocol/:prtId', () => {
  it('shows the authorisation code in groups, copyable, with its QR code, barcode, post-by date and what to do', async () => {
    const card = await open();
    expect(within(card).getByRole('heading', { name: 'Envio pelos Correios' })).toBeTruthy();
    const code = within(card).getByTestId('shipping-code-value');
    // Read in groups, by eye and by a screen reader; the raw code is what gets copied.
    expect(code.textContent).toBe('209 341 7658');
    expect(within(card).getByText('Poste até 17/12/2026')).toBeTruthy();
    expect(
      within(card).getByText(
        'Leve o produto embalado a uma agência dos Correios ou a um Correios Locker e informe este código; não é preciso imprimir etiqueta.',
      ),
    ).toBeTruthy();
    const qr = within(card).getByRole('img', { name: 'QR code do código de postagem 2093417658' });
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(within(card).getByRole('img', { name: 'Código de barras do código de postagem 2093417658' })).toBeTruthy();
    expect(within(card).queryByTestId('shipment-demo')).toBeNull();

    const copied: string[] = [];
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: (text: string) => (copied.push(text), Promise.resolve()) },
    });
    fireEvent.click(within(card).getByRole('button', { name: 'Copiar código 2093417658' }));
    expect(await within(card).findByText('Código copiado.', {}, T)).toBeTruthy();
    expect(copied).toEqual(['2093417658']);
  });

  it("marks the development carrier's code as a demo", async () => {
    answer = shipmentAnswer(shopperShipment({ demo: true, authorisationCode: 'DEV00012345' }));
    const card = await open();
    expect(within(card).getByTestId('shipment-demo').textContent).toBe('Código de demonstração: não vale numa agência');
    expect(within(card).getByTestId('shipping-code-value').textContent).toBe('DEV 000 123 45');
  });

  it("once posted, shows the tracking code and Correios' events, newest first, in São Paulo time", async () => {
    answer = shipmentAnswer(shopperShipment({ state: 'posted', trackingCode: 'LR123456785BR', events: SRO_EVENTS }));
    const card = await open();
    expect(within(card).getByTestId('shipment-tracking').textContent).toBe('LR 123 456 785 BR');
    expect(within(card).queryByRole('img', { name: /QR code/ })).toBeNull();
    const events = within(within(card).getByTestId('shipment-events')).getAllByRole('listitem');
    expect(events.map((event) => event.textContent)).toEqual([
      '09/12/2026 às 23:15Objeto em trânsito - por favor aguardeCajamar - SP',
      '09/12/2026 às 10:42Objeto postadoSão Paulo - SP',
    ]);
  });

  it('says in a plain sentence when it was delivered, expired, cancelled or failed', async () => {
    const delivered = {
      at: '2026-12-11T17:03:00.000Z',
      kind: 'delivered' as const,
      description: 'Objeto entregue ao destinatário',
      carrierText: 'Objeto entregue ao destinatário',
      place: 'Cajamar - SP',
    };
    answer = shipmentAnswer(
      shopperShipment({ state: 'delivered', trackingCode: 'LR123456785BR', events: [...SRO_EVENTS, delivered] }),
    );
    let card = await open();
    expect(within(card).getByTestId('shipment-state').textContent).toBe(
      'Seu produto chegou ao nosso centro de devoluções.',
    );
    expect(within(card).getByText('Objeto entregue ao destinatário')).toBeTruthy();

    const sentences = {
      expired: 'O prazo para postar com este código terminou em 17/12/2026. Fale conosco para receber um novo.',
      cancelled: 'Este código de postagem foi cancelado e não vale mais nos Correios.',
      failed:
        'Não conseguimos gerar o seu código de postagem com os Correios. Nossa equipe já foi avisada e vai resolver.',
    } as const;
    for (const [state, sentence] of Object.entries(sentences)) {
      cleanup?.();
      answer = shipmentAnswer(shopperShipment({ state: state as keyof typeof sentences }));
      card = await open();
      expect(within(card).getByTestId('shipment-state').textContent).toBe(sentence);
      // A code that cannot be used any more is not offered for posting.
      expect(within(card).queryByTestId('shipping-code-value')).toBeNull();
    }
  });

  it('while Correios is still being asked, says the code is coming and shows it once it is there', async () => {
    answer = shipmentAnswer(shopperShipment({ state: 'requested', authorisationCode: null, postBy: null }));
    const card = await open();
    expect(
      within(card).getByText('Estamos pedindo o seu código de postagem aos Correios. Ele aparece aqui em instantes.'),
    ).toBeTruthy();
    answer = shipmentAnswer(shopperShipment());
    // Read again by itself while 'requested' (SHIPMENT_REQUESTED_POLL_MS), without a reload.
    expect((await screen.findByTestId('shipping-code-value', {}, T)).textContent).toBe('209 341 7658');
  });

  it("shows the brand's own return instructions when it has no carrier connected", async () => {
    answer = shipmentAnswer(null, 'Entregue o produto em qualquer loja da marca com o número do protocolo.');
    const card = await open();
    expect(within(card).getByRole('heading', { name: 'Como devolver o produto' })).toBeTruthy();
    expect(within(card).getByTestId('return-instructions').textContent).toBe(
      'Entregue o produto em qualquer loja da marca com o número do protocolo.',
    );
  });

  it('shows nothing without a shipment or instructions, and a retry when the call fails', async () => {
    answer = shipmentAnswer(null);
    const view = await renderDetailPage(<ProtocolDetailPage />, '100001');
    cleanup = view.cleanup;
    await screen.findByTestId('protocol-summary', {}, T);
    await waitFor(() => expect(view.queryClient.isFetching()).toBe(0), T);
    expect(server.requests.some((request) => request.url.includes('/shipment/100001'))).toBe(true);
    expect(screen.queryByTestId('shipping-code')).toBeNull();
    cleanup?.();

    answer = { status: 500 };
    const card = await open();
    expect(within(card).getByText('Não foi possível carregar as informações de envio.')).toBeTruthy();
    answer = shipmentAnswer(shopperShipment());
    fireEvent.click(within(card).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByTestId('shipping-code-value', {}, T)).toBeTruthy();
  });

  it('speaks English and Spanish', async () => {
    let card = await open('en');
    expect(within(card).getByText('Drop off by 17/12/2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Copy code 2093417658' })).toBeTruthy();
    cleanup?.();
    card = await open('es');
    expect(within(card).getByText('Envíalo hasta el 17/12/2026')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Código QR del código de envío 2093417658' })).toBeTruthy();
  });
});

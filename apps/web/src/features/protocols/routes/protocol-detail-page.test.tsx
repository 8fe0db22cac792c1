import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { notificationsStore } from '@mantine/notifications';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ProtocolSummary } from '@portal/domain';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { FILES, HISTORY, ITEMS, protocolSummary, TIMELINE } from '../test/fixtures';
import { renderDetailPage, TEST_BRAND } from '../test/render-protocols';
import ProtocolDetailPage from './protocol-detail-page';

let server: TestServer;
let protocol: ProtocolSummary = protocolSummary();
let historyStatus = 200;
let history = HISTORY;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0]!;
    const ownId = String(protocol.PRT_ID);
    const foreign = (id: string | undefined) => id !== ownId;
    if (path === '/api/returns/protocols/b2c' && request.method === 'POST') {
      const asked = String((JSON.parse(request.body || '{}') as { prt_id?: number }).prt_id);
      // As the real server answers a protocol that is not hers: 404 (an empty list means the same to the page).
      if (foreign(asked)) return json(response, 404, { type: 'ERROR', message: 'Recurso não encontrado.' });
      return json(response, 200, { calls: [protocol] });
    }
    if (path === '/api/returns/protocols/updateProtocolData/b2c' && request.method === 'PATCH') {
      const body = JSON.parse(request.body) as { CON_FONE_CEL: string };
      protocol = { ...protocol, CON_FONE_CEL: body.CON_FONE_CEL };
      history = [
        ...history,
        {
          SIT_ID: 0,
          SIT_NOME: 'Comentários',
          PHS_DATA: '2026-11-22T10:00:00.000Z',
          PHS_OBS: 'Telefone alterado pelo cliente.',
          MSG_DESC: null,
        },
      ];
      return json(response, 200, { message: 'ok' });
    }
    const match =
      /^\/api\/returns\/(?:protocols\/b2c\/(historic|timeline|items|files)|stockouts\/b2c\/ecomm)\/(\d+)$/.exec(path);
    if (!match || foreign(match[2])) return json(response, 404, { type: 'ERROR', message: 'Protocolo não encontrado' });
    switch (match[1]) {
      case 'historic':
        return historyStatus === 200
          ? json(response, 200, { history })
          : json(response, historyStatus, { type: 'ERROR', message: 'Falha' });
      case 'timeline':
        return json(response, 200, { timeline: TIMELINE });
      case 'items':
        return json(response, 200, { itemsb2c: ITEMS });
      case 'files':
        return json(response, 200, { files: FILES });
      default:
        return json(response, 200, {
          stockouts: [
            {
              LINK_IMAGEM: null,
              PRO_RESUMIDO: 'Tênis Trilha',
              PRO_CODIGO: 'TN-9',
              GRA_TAMANHO: '40',
              COR_NOME: 'Preto',
              ITP_QTDEV: 1,
              ITF_VLUNIT: 39990,
            },
          ],
        });
    }
  });
});
afterAll(() => server.close());

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  protocol = protocolSummary();
  history = HISTORY;
  historyStatus = 200;
  server.requests.length = 0;
});

async function open(id = '100001', language: 'pt' | 'en' | 'es' = 'pt') {
  const view = await renderDetailPage(<ProtocolDetailPage />, id, { language });
  cleanup = view.cleanup;
  return view;
}

const paths = () => server.requests.map((request) => request.url.split('?')[0]);

describe('/protocol/:prtId', () => {
  it('shows the reason, id, status, São Paulo date, masked client data, products and files', async () => {
    await open();
    const summary = await screen.findByTestId('protocol-summary');
    expect(within(summary).getByText('Mesmo produto em outro tamanho')).toBeTruthy();
    expect(within(summary).getByText('100001')).toBeTruthy();
    expect(within(summary).getByText('Aberto').getAttribute('data-status')).toBe('1');
    expect(within(summary).getByText('20/11/2026 às 09:05')).toBeTruthy();
    const client = screen.getByTestId('protocol-client');
    expect(within(client).getByText('Ana Paula Souza')).toBeTruthy();
    expect(within(client).getByText('***.982.247-**')).toBeTruthy();
    expect(within(client).getByText('a***@example.com')).toBeTruthy();
    expect(within(client).getByText('+55 (11) *****-4321')).toBeTruthy();
    const items = screen.getByTestId('protocol-items');
    expect(within(items).getByText('Camiseta Dry Run')).toBeTruthy();
    expect(within(items).getByText('CR-1001')).toBeTruthy();
    expect(within(items).getByText('R$ 129,90')).toBeTruthy();
    expect(document.title).toBe(`Protocolo 100001 — ${TEST_BRAND.name}`);
    // Not a store stockout: its stockouts are never asked for.
    expect(paths()).not.toContain('/api/returns/stockouts/b2c/ecomm/100001');

    const files = await screen.findByTestId('protocol-files');
    expect(within(files).getByRole('link', { name: 'Baixar Nota fiscal' }).getAttribute('href')).toBe(
      '/api/returns/protocols/b2c/files/100001/32',
    );
    fireEvent.click(within(files).getByRole('button', { name: 'Ampliar Foto 1' }));
    const viewer = await screen.findByRole('dialog', { name: 'Visualizar imagem' });
    expect(within(viewer).getByRole('img').getAttribute('src')).toBe('/api/returns/protocols/b2c/files/100001/31');
  });

  it('draws the timeline by state and opens a step card by click or Enter, with a close button', async () => {
    await open();
    const timeline = await screen.findByTestId('protocol-timeline');
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'ahead',
      'ahead',
      'ahead',
    ]);
    expect(steps[1]!.getAttribute('aria-current')).toBe('step');

    const user = userEvent.setup();
    within(steps[1]!).getByRole('button').focus();
    await user.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'Aguardando produto' });
    expect(within(card).getByText('21/11/2026 10:30')).toBeTruthy();
    expect(within(card).getByText('Aguardando a postagem do produto.')).toBeTruthy();
    expect(within(card).getByText('Código de autorização de postagem enviado por e-mail.')).toBeTruthy();
    await user.click(within(card).getAllByRole('button', { name: 'Fechar' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(steps[3]!).getByRole('button'));
    const ahead = await screen.findByRole('dialog', { name: 'Aprovado para troca' });
    expect(within(ahead).getByText('Esta etapa ainda não aconteceu.')).toBeTruthy();
  });

  it('edits the phone with the buyer-step mask, then loads the detail and history again', async () => {
    await open();
    const contact = await screen.findByTestId('protocol-contact');
    const user = userEvent.setup();
    await user.click(within(contact).getByRole('button', { name: 'Alterar telefone e endereço' }));
    const phone = within(contact).getByRole('textbox', { name: /Celular/ });
    expect((phone as HTMLInputElement).value).toBe('+55 (11) 98765-4321');
    await user.clear(phone);
    await user.type(phone, '5521991112222');
    expect((phone as HTMLInputElement).value).toBe('+55 (21) 99111-2222');
    await user.click(within(contact).getByRole('button', { name: 'Salvar alterações' }));

    const patch = await waitFor(() => {
      const found = server.requests.find((request) => request.method === 'PATCH');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(JSON.parse(patch.body)).toEqual({
      PRT_ID: 100001,
      CON_FONE_CEL: '5521991112222',
      CON_CEP: '01310100',
      CON_ENDERECO: 'Avenida Paulista',
      CON_ENDNUM: '1000',
      CON_COMPL: 'Apto 12',
      CON_BAIRRO: 'Bela Vista',
      CON_CIDADE: 'São Paulo',
      CON_UF: 'SP',
    });
    const client = screen.getByTestId('protocol-client');
    await within(client).findByText('+55 (21) *****-2222');
    // The history comes again with the change as a note on the current step, never a step of its own (issue 24).
    const timeline = screen.getByTestId('protocol-timeline');
    await user.click(within(within(timeline).getAllByRole('listitem')[1]!).getByRole('button'));
    const card = await screen.findByRole('dialog', { name: 'Aguardando produto' });
    expect(await within(card).findByText('22/11/2026 07:00: Telefone alterado pelo cliente.')).toBeTruthy();
    expect(within(timeline).getAllByRole('listitem')).toHaveLength(5);
  });

  it('takes a national mobile typed without the country code and sends it with DDI 55, as the buyer step', async () => {
    await open();
    const contact = await screen.findByTestId('protocol-contact');
    const user = userEvent.setup();
    await user.click(within(contact).getByRole('button', { name: 'Alterar telefone e endereço' }));
    const phone = within(contact).getByRole('textbox', { name: /Celular/ });
    await user.clear(phone);
    await user.type(phone, '21998765432');
    expect((phone as HTMLInputElement).value).toBe('(21) 99876-5432');
    await user.click(within(contact).getByRole('button', { name: 'Salvar alterações' }));

    const patch = await waitFor(() => {
      const found = server.requests.find((request) => request.method === 'PATCH');
      expect(found).toBeTruthy();
      return found!;
    });
    expect(JSON.parse(patch.body)).toMatchObject({ PRT_ID: 100001, CON_FONE_CEL: '5521998765432' });
    expect(screen.queryByText('Telefone inválido.')).toBeNull();
    await within(screen.getByTestId('protocol-client')).findByText('+55 (21) *****-5432');
  });

  it('refuses an incomplete phone without calling the server', async () => {
    await open();
    const contact = await screen.findByTestId('protocol-contact');
    const user = userEvent.setup();
    await user.click(within(contact).getByRole('button', { name: 'Alterar telefone e endereço' }));
    const phone = within(contact).getByRole('textbox', { name: /Celular/ });
    await user.clear(phone);
    await user.type(phone, '551199');
    await user.click(within(contact).getByRole('button', { name: 'Salvar alterações' }));
    expect(await screen.findByText('Atenção')).toBeTruthy();
    expect(server.requests.some((request) => request.method === 'PATCH')).toBe(false);
  });

  it('offers no edit once the protocol moved past the point where contact data matters', async () => {
    protocol = protocolSummary({ EDITA_CONTATO: 'N' });
    await open();
    const contact = await screen.findByTestId('protocol-contact');
    expect(within(contact).queryByRole('button')).toBeNull();
    expect(within(contact).getByText(/só podem ser alterados/)).toBeTruthy();
  });

  it('names the resolution, the reason with its sub-reason, and a denial with its reason (issue 23)', async () => {
    protocol = protocolSummary({
      SIT_ID: 10,
      SIT_NOME: 'Recusado',
      ASS_NOME: 'Tamanho não serviu',
      SMOT_NOME: 'Ficou apertado',
    });
    history = [
      ...HISTORY,
      {
        SIT_ID: 10,
        SIT_NOME: 'Recusado',
        PHS_DATA: '2026-11-23T10:00:00.000Z',
        PHS_OBS: null,
        MSG_DESC: 'Produto com sinais de uso',
      },
    ];
    await open();
    const summary = await screen.findByTestId('protocol-summary');
    const facts = [...summary.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(facts).toContainEqual(['Solicitação', 'Mesmo produto em outro tamanho']);
    expect(facts).toContainEqual(['Motivo', 'Tamanho não serviu — Ficou apertado']);
    const denial = screen.getByTestId('protocol-denial');
    expect(within(denial).getByRole('heading', { name: 'Por que a solicitação não foi aceita' })).toBeTruthy();
    expect(within(denial).getByText('Motivo: Produto com sinais de uso')).toBeTruthy();
  });

  it('shows no denial notice on a protocol that is not denied', async () => {
    await open();
    await screen.findByTestId('protocol-summary');
    expect(screen.queryByTestId('protocol-denial')).toBeNull();
  });

  it('shows the stockout items of a store-stockout protocol (CTO_ID 6)', async () => {
    protocol = protocolSummary({ CTO_ID: 6 });
    await open();
    const stockouts = await screen.findByTestId('protocol-stockouts');
    expect(within(stockouts).getByText('Tênis Trilha')).toBeTruthy();
    expect(within(stockouts).getByText('R$ 399,90')).toBeTruthy();
  });

  it("shows the same not-found state for someone else's protocol and for a malformed id", async () => {
    await open('100006');
    expect(await screen.findByText('Protocolo não encontrado')).toBeTruthy();
    cleanup?.();
    server.requests.length = 0;
    await open('abc');
    expect(screen.getByText('Protocolo não encontrado')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
  });

  it('shows the friendly not-found page alone, with no error toast over it (issue 46)', async () => {
    await open('100006');
    expect(await screen.findByText('Protocolo não encontrado')).toBeTruthy();
    await waitFor(() => expect(paths()).toContain('/api/returns/protocols/b2c/historic/100006'));
    // The detail calls answered 404; none raised the technical toast (its 'Código: 404' and the server's text).
    await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(5));
    expect(notificationsStore.getState().notifications).toEqual([]);
  });

  it("shows 'load error' when a call fails, and loads again on retry", async () => {
    historyStatus = 500;
    await open();
    const retry = await screen.findByRole('button', { name: 'Tentar novamente' });
    historyStatus = 200;
    fireEvent.click(retry);
    expect(await screen.findByTestId('protocol-timeline')).toBeTruthy();
  });

  it('shows the return shipping code, as text and as the QR code image, once the protocol has one', async () => {
    await open();
    await screen.findByTestId('protocol-summary');
    expect(screen.queryByTestId('shipping-code')).toBeNull();
    cleanup?.();
    protocol = { ...protocolSummary(), SIT_ID: 16, shippingCode: 'LR123456785BR' };
    await open();
    const section = await screen.findByTestId('shipping-code');
    expect(within(section).getByRole('heading', { name: 'Código de postagem' })).toBeTruthy();
    expect(within(section).getByTestId('shipping-code-value').textContent).toBe('LR123456785BR');
    const qr = within(section).getByRole('img', { name: 'QR code do código de postagem LR123456785BR' });
    expect(qr.getAttribute('src')).toBe('/api/returns/protocols/b2c/100001/shipping-code.svg');

    // The product arrived (awaiting analysis): the page no longer leads with the postage code (issue 46).
    cleanup?.();
    protocol = { ...protocolSummary(), SIT_ID: 3, shippingCode: 'LR123456785BR' };
    await open();
    await screen.findByTestId('protocol-summary');
    expect(screen.queryByTestId('shipping-code')).toBeNull();
  });

  it('speaks Spanish', async () => {
    await open('100001', 'es');
    expect(await screen.findByRole('heading', { level: 2, name: 'Datos del cliente' })).toBeTruthy();
    expect(screen.getByText('20/11/2026 a las 09:05')).toBeTruthy();
  });
});

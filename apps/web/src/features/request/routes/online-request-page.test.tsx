import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { generateProtocolRequest, PROTOCOL_FAILURE_REDIRECT_MS, type SelectedItem } from '@portal/domain';
import {
  readConfirmationItems,
  readSelection,
  writeConfirmationItems,
  writeSelection,
} from '../../../lib/selection-storage';
import { json, startTestServer, type RecordedRequest, type TestServer } from '../../../test/test-server';
import { BANKS, bankSlipRefundItem, customerLine, pngFile, sizeExchangeItem } from '../test/fixtures';
import { renderRequest, TEST_BRAND, TEST_EMAIL } from '../test/render-request';
import { hasAcceptedTerms, rememberTermsAcceptance } from '../../../lib/terms-acceptance';
import OnlineRequestPage from './online-request-page';

interface Api {
  items: SelectedItem[];
  /** How the generation call answers. */
  generate: (request: RecordedRequest) => { status: number; body: unknown; delayMs?: number };
}

let server: TestServer;
let api: Api;

const created = (id: number) => () => ({
  status: 200,
  body: { message: `Protocolo gerado com sucesso (${id})`, prt_id: id },
  delayMs: 150,
});

beforeAll(async () => {
  server = await startTestServer(async (request, response) => {
    const path = request.url.split('?')[0]!;
    if (path === '/api/returns/orders') {
      return json(response, 200, { productBalance: api.items.map((item) => customerLine(item)) });
    }
    if (path === '/api/returns/bank') return json(response, 200, { bankData: BANKS });
    if (path === '/api/returns/consumers') return json(response, 200, { consumers: [] });
    if (path === '/api/returns/protocols/generate/b2c') {
      const answer = api.generate(request);
      if (answer.delayMs) await new Promise((resolve) => setTimeout(resolve, answer.delayMs));
      return json(response, answer.status, answer.body);
    }
    if (path === '/api/upload/protocols/upload/file') {
      return json(response, 200, { data: { msg: { message: 'Upload efetuado com sucesso' } } });
    }
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});

afterAll(async () => {
  await server.close();
});

let cleanupView: (() => void) | null = null;

beforeEach(() => {
  // She ticked the terms in the quick-access dialog to sign in (spec §2 remembers them per policy link).
  rememberTermsAcceptance(TEST_BRAND.policyUrl, true);
  let next = 0;
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${(next += 1)}`);
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanupView?.();
  cleanupView = null;
  server.requests.length = 0;
  vi.restoreAllMocks();
  writeConfirmationItems(TEST_EMAIL, []);
  writeSelection(TEST_EMAIL, []);
});

async function openFlow(items: SelectedItem[], generate: Api['generate'] = created(100007)) {
  api = { items, generate };
  writeConfirmationItems(TEST_EMAIL, items);
  writeSelection(TEST_EMAIL, items);
  const view = await renderRequest(<OnlineRequestPage />);
  cleanupView = view.cleanup;
  return { ...view, user: userEvent.setup() };
}

const png = (name: string) => pngFile(name);
const posts = (path: string) => server.requests.filter((request) => request.method === 'POST' && request.url === path);

async function goToConfirmation(user: ReturnType<typeof userEvent.setup>) {
  await user.upload(screen.getByTestId('photo-input'), png('defeito.png'));
  await user.click(screen.getByRole('button', { name: /Continuar/ }));
  await user.click(await screen.findByRole('button', { name: /Continuar/ }));
  return screen.findByRole('button', { name: /Gerar protocolo/ });
}

describe('OnlineRequestPage', () => {
  it('asks for the terms where the request is sent when the browser does not remember them (R9)', async () => {
    rememberTermsAcceptance(TEST_BRAND.policyUrl, false);
    const { user } = await openFlow([sizeExchangeItem()]);
    const submit = await goToConfirmation(user);
    const terms = screen.getByRole('checkbox', { name: /Li e aceito a política de entrega, troca e devolução/ });
    expect(terms).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'política de entrega, troca e devolução' })).toHaveAttribute(
      'href',
      TEST_BRAND.policyUrl,
    );
    await user.click(submit);
    expect(await screen.findAllByText('Por favor, confirme os termos para prosseguir')).not.toHaveLength(0);
    expect(posts('/api/returns/protocols/generate/b2c')).toHaveLength(0);

    await user.click(terms);
    expect(hasAcceptedTerms(TEST_BRAND.policyUrl)).toBe(true);
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Protocolo gerado com sucesso!' });
    const [generation] = posts('/api/returns/protocols/generate/b2c');
    expect(JSON.parse(generation!.body)).toMatchObject({ termosAceitos: true, termosLink: TEST_BRAND.policyUrl });
  });


  it('shows the empty state without confirmed items', async () => {
    const view = await renderRequest(<OnlineRequestPage />);
    cleanupView = view.cleanup;
    expect(screen.getByRole('heading', { level: 1, name: 'Produtos adquiridos online' })).toBeInTheDocument();
    expect(screen.getByText('Nenhum item selecionado')).toBeInTheDocument();
  });

  it('goes through the steps, creates the protocol once, uploads the photo and clears the selection', async () => {
    const { user, router } = await openFlow([sizeExchangeItem()]);

    const stepper = screen.getByRole('navigation', { name: 'Etapas da solicitação' });
    expect(within(stepper).getByRole('button', { name: '2 Documentos (etapa atual)' })).toHaveAttribute(
      'aria-current',
      'step',
    );

    const submit = await goToConfirmation(user);
    expect(screen.getByRole('heading', { name: 'Confirme a sua solicitação' })).toBeInTheDocument();
    expect(screen.getByText('1 foto anexada')).toBeInTheDocument();

    await user.click(submit);
    expect(submit).toBeDisabled();
    await user.click(submit);

    const dialog = await screen.findByRole('dialog', { name: 'Protocolo gerado com sucesso!' });
    expect(within(dialog).getByTestId('protocol-number')).toHaveTextContent('100007');
    expect(await within(dialog).findByText('Foto enviada com sucesso.')).toBeInTheDocument();

    const generation = posts('/api/returns/protocols/generate/b2c');
    expect(generation).toHaveLength(1);
    expect(generation[0]!.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{16,}$/);
    const payload = generateProtocolRequest.parse(JSON.parse(generation[0]!.body));
    expect(payload).toMatchObject({ origem: 'ecom', marcaCodigo: 1, cpfCliente: '52998224725', cli_enddes: 'END001' });
    expect(payload).toMatchObject({ termosAceitos: true, termosLink: TEST_BRAND.policyUrl });
    expect(payload.items[0]).toMatchObject({ motivoCodigo: 20, tamanhoTroca: '41' });

    const [upload] = posts('/api/upload/protocols/upload/file');
    expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data/);
    for (const [name, value] of [
      ['prt_id', '100007'],
      ['is_nfe', 'N'],
      ['item', '1'],
    ]) {
      expect(upload!.body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`));
    }
    expect(upload!.body).toContain('filename="defeito.png"');

    expect(readConfirmationItems(TEST_EMAIL)).toEqual([]);
    expect(readSelection(TEST_EMAIL)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Ver meus protocolos' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/protocolos'));
  });

  it('a request split into two protocols (ADR 0030): both numbers shown, each file sent to its item’s protocol', async () => {
    const { user } = await openFlow([bankSlipRefundItem(), sizeExchangeItem()], () => ({
      status: 200,
      body: {
        message: 'Protocolo gerado com sucesso (100010)',
        prt_id: 100010,
        prt_ids: [100010, 100011],
        item_protocols: [
          { prt_id: 100010, position: 1 },
          { prt_id: 100011, position: 1 },
        ],
      },
    }));
    // A photo for the second item (the exchange, whose reason asks for one): the second protocol's first item.
    const inputs = await screen.findAllByTestId('photo-input');
    await user.upload(inputs[inputs.length - 1]!, png('legging.png'));
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.click(await screen.findByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('A sua solicitação vai virar 2 protocolos')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Gerar protocolo/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Protocolos gerados com sucesso!' });
    expect(
      within(dialog)
        .getAllByTestId('protocol-number')
        .map((node) => node.textContent),
    ).toEqual(['100010', '100011']);
    await within(dialog).findByText('Foto enviada com sucesso.');
    const [upload] = posts('/api/upload/protocols/upload/file');
    for (const [name, value] of [
      ['prt_id', '100011'],
      ['item', '1'],
    ]) {
      expect(upload!.body).toMatch(new RegExp(`name="${name}"\\r\\n\\r\\n${value}\\r\\n`));
    }
    expect(upload!.body).toContain('filename="legging.png"');
  });

  it('keeps the bank data of a payment reversal in the payload', async () => {
    const { user } = await openFlow([bankSlipRefundItem()]);
    // No photos required: straight on.
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    expect(await screen.findByText('Dados bancários')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Continuar/ }));
    await user.click(await screen.findByRole('button', { name: /Gerar protocolo/ }));
    await screen.findByRole('dialog', { name: 'Protocolo gerado com sucesso!' });

    const body = JSON.parse(posts('/api/returns/protocols/generate/b2c')[0]!.body) as Record<string, unknown>;
    expect(body).toMatchObject({
      ban_codigo: '001',
      cli_agencia: '1234',
      cli_conta: '12345-6',
      cli_chavepix: '52998224725',
    });
    expect(posts('/api/upload/protocols/upload/file')).toHaveLength(0);
  });

  it('shows the error toast and returns to /home after 3.5 s when the protocol is refused', async () => {
    const { user, router } = await openFlow([sizeExchangeItem()], () => ({
      status: 409,
      body: { type: 'ERROR', message: 'O item Tênis de Corrida Veloz já está em um protocolo em aberto.' },
    }));
    const submit = await goToConfirmation(user);
    const clickedAt = Date.now();
    await user.click(submit);

    expect(
      await screen.findByText('O item Tênis de Corrida Veloz já está em um protocolo em aberto.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Erro! Código: 409')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Gerar protocolo/ })).toBeDisabled();
    expect(router.state.location.pathname).toBe('/produtos-adquiridos-online/confirmacao');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(PROTOCOL_FAILURE_REDIRECT_MS - 50);
    // Nothing was created: the items stay for another try.
    expect(readConfirmationItems(TEST_EMAIL)).toHaveLength(1);
    expect(posts('/api/upload/protocols/upload/file')).toHaveLength(0);
  });

  it('cancel goes to /home', async () => {
    const { user, router, queryClient } = await openFlow([sizeExchangeItem()]);
    // The buyer data load on arrival; let them land before leaving so no request is cut off.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});

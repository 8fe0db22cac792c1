import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notificationsStore } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SelectedItem, StockVariant } from '@portal/domain';
import { json, startTestServer, type RecordedRequest, type TestServer } from '../../../test/test-server';
import type { OrderLineRecord } from '../api/get-orders';
import type { SubmitOptions } from '../hooks/use-order-card';
import type { Catalog } from '../lib/catalog';
import {
  BANKS,
  catalog as makeCatalog,
  CONSUMER,
  daysAgo,
  line as makeLine,
  SETTINGS,
  SHOE_STOCK,
  stock,
  TEE_STOCK,
} from '../test/fixtures';
import { reloadPage } from '../lib/reload-page';
import { renderOrders } from '../test/render-orders';
import { OrderCard } from './order-card';
import type { SelectionSummary } from './photos-reason-modal';

vi.mock('../lib/reload-page', () => ({ reloadPage: vi.fn() }));

interface Api {
  /** Holds the consumer's answer until it settles (the saved bank data arriving late). */
  consumerGate?: Promise<void>;
  stock?: StockVariant[] | ((request: RecordedRequest) => { status: number; body: unknown });
  consumer?: typeof CONSUMER | null;
  bonusPercent?: number;
}

let server: TestServer;
let api: Api = {};

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0];
    if (path === '/api/returns/protocols/product/balance/b2c') {
      const answer =
        typeof api.stock === 'function'
          ? api.stock(request)
          : { status: 200, body: { productBalance: api.stock ?? [] } };
      return json(response, answer.status, answer.body);
    }
    if (path === '/api/returns/consumers') {
      const consumers = api.consumer ? [api.consumer] : [];
      if (api.consumerGate) return void api.consumerGate.then(() => json(response, 200, { consumers }));
      return json(response, 200, { consumers });
    }
    if (path === '/api/returns/bank') return json(response, 200, { bankData: BANKS });
    if (path === '/api/returns/bonus') {
      return json(response, 200, { bonus: [{ BON_CODIGO: 1, BON_PERCENTUAL: api.bonusPercent ?? 10 }] });
    }
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});

afterAll(async () => {
  await server.close();
});

let cleanupView: (() => void) | null = null;
afterEach(() => {
  cleanupView?.();
  cleanupView = null;
  api = {};
  server.requests.length = 0;
});

async function renderCard(
  lineOverrides: Partial<OrderLineRecord> = {},
  {
    catalog = makeCatalog(),
    selected = false,
    selection,
  }: { catalog?: Catalog; selected?: boolean; selection?: SelectionSummary[] } = {},
) {
  const onSubmit = vi.fn<(item: SelectedItem, options: SubmitOptions) => void>();
  const orderLine = makeLine(lineOverrides);
  const view = await renderOrders(
    <OrderCard
      line={orderLine}
      catalog={catalog}
      identity="ana.souza@example.com"
      selected={selected}
      selection={selection}
      onSubmit={onSubmit}
    />,
  );
  cleanupView = view.cleanup;
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Ver item' }));
  const field = (name: string) => screen.getByRole('combobox', { name });
  const choose = async (name: string, option: string) => user.selectOptions(field(name), option);
  const submitButton = () => screen.getByRole('button', { name: /^(Solicitar|Receber|Confirmar)/ });
  return { user, onSubmit, field, choose, submitButton, line: orderLine };
}

/** Mantine keeps the modal in the tree while closed (env test has no portal); the open one has the dialog role. */
const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

describe('choosing a reason runs the eligibility chain (spec §4)', () => {
  it("blocks a marketplace line with the reason's marketplace message", async () => {
    const { choose, field, user } = await renderCard({ PEDIDO_MKTP: 'S', PED_TIPOPGTO: 10 });
    await choose('Motivo', 'Tamanho não serviu');

    const modal = await dialog('Pedido de marketplace');
    expect(within(modal).getByText('Item de marketplace: fale com o vendedor.')).toBeInTheDocument();
    expect(field('Submotivo')).toBeDisabled();
    expect(field('Desejo')).toBeDisabled();

    await user.click(within(modal).getByRole('button', { name: 'Entendi' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The reason is not kept, and the note says why under it.
    expect(field('Motivo')).toHaveValue('');
    expect(screen.getByTestId('blocked-note')).toHaveTextContent('Item de marketplace: fale com o vendedor.');
  });

  it('blocks a line without delivery date, unless the brand does not validate it', async () => {
    const first = await renderCard({ DATA_ENTREGA: null });
    await first.choose('Motivo', 'Tamanho não serviu');
    expect(await dialog('Data de entrega não encontrada')).toHaveTextContent(
      'A data de entrega é obrigatória para abrir o protocolo.',
    );
    cleanupView?.();

    const second = await renderCard(
      { DATA_ENTREGA: null },
      { catalog: makeCatalog({ settings: { ...SETTINGS, SCO_VAL_ENTREGA: 'N' } }) },
    );
    await second.choose('Motivo', 'Tamanho não serviu');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(second.field('Submotivo')).toBeEnabled();
  });

  it("blocks from the reason's SLA day on, with the reason's out-of-deadline message", async () => {
    const late = await renderCard({ DATA_ENTREGA: daysAgo(30) });
    await late.choose('Motivo', 'Tamanho não serviu');
    expect(await dialog('Fora do prazo')).toHaveTextContent('O prazo para este motivo terminou.');
    cleanupView?.();

    const inTime = await renderCard({ DATA_ENTREGA: daysAgo(29) });
    await inTime.choose('Motivo', 'Tamanho não serviu');
    expect(screen.queryByRole('dialog')).toBeNull();
    // A reason without SLA restriction lets the late line through.
    cleanupView?.();
    const defect = await renderCard({ DATA_ENTREGA: daysAgo(200) });
    await defect.choose('Motivo', 'Produto chegou com defeito');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers no exchange for a second exchange the reason does not allow, after its modal', async () => {
    const { choose, field, user } = await renderCard({ TIPO_REFATU: 'S' });
    await choose('Motivo', 'Tamanho não serviu');
    const modal = await dialog('Segunda troca não permitida');
    await user.click(within(modal).getByRole('button', { name: 'Entendi' }));

    const offered = within(field('Desejo'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(offered).toContain('Devolução do valor pago');
    expect(offered).not.toContain('Mesmo produto em outro tamanho');

    // Reason 20 allows a second exchange: no modal, and its exchange is on offer.
    await choose('Motivo', 'Produto chegou com defeito');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(field('Desejo')).getByRole('option', { name: 'Nova peça do mesmo produto' })).toBeInTheDocument();
  });
});

describe('size and colour cards', () => {
  /** A shoe's size exchange chosen up to its size cards. */
  async function sizeExchangeCard() {
    api.stock = SHOE_STOCK;
    const card = await renderCard();
    await card.choose('Motivo', 'Tamanho não serviu');
    await card.choose('Submotivo', 'Ficou pequeno');
    await card.choose('Desejo', 'Mesmo produto em outro tamanho');
    return { ...card, sizes: await screen.findByRole('group', { name: /Tamanho desejado/ }) };
  }

  it('disables the sizes without stock and sends the chosen size', async () => {
    const { user, onSubmit, submitButton, sizes } = await sizeExchangeCard();
    expect(within(sizes).getByRole('radio', { name: '43 esgotado' })).toBeDisabled();
    expect(within(sizes).getByRole('radio', { name: '41' })).toBeEnabled();
    // Issue 11: the size bought (40) is no choice for a size exchange.
    expect(within(sizes).queryByRole('radio', { name: /^40/ })).toBeNull();
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['39', '41', '42', '43']);
    expect(submitButton()).toHaveTextContent('Solicitar troca');
    // An optional observation is not announced as required.
    expect(screen.getByRole('textbox', { name: /Algo a acrescentar\?/ })).not.toHaveAttribute('aria-required', 'true');

    await user.click(within(sizes).getByRole('radio', { name: '41' }));
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [item, options] = onSubmit.mock.calls[0]!;
    expect(item).toMatchObject({ tamanhoTroca: '41', trocaTamanho: true, motivoCodigo: 16, smotivoCodigo: 161 });
    expect(item.desejoCodigo).toBe(1);
    expect(options.photosRequired).toBe(false);
    // The stock call carries the four fields of spec §7.
    const stockCall = server.requests.find((request) => request.url.includes('product/balance'));
    expect(JSON.parse(stockCall!.body)).toEqual({
      pro_codigo: '100101',
      gra_tamanho: '40',
      cor_nome: 'Azul Royal',
      pro_modelo: 'VELOZ',
    });
  });

  it('warns to choose a size, and to choose a sub-reason', async () => {
    api.stock = SHOE_STOCK;
    const { choose, user, onSubmit, submitButton } = await renderCard();
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Desejo', 'Mesmo produto em outro tamanho');
    await screen.findByRole('group', { name: /Tamanho desejado/ });

    await user.click(submitButton());
    expect(await screen.findAllByText('Selecione um submotivo.')).not.toHaveLength(0);

    await choose('Submotivo', 'Ficou pequeno');
    await user.click(submitButton());
    // The toast and the message under the size cards.
    await waitFor(() => expect(screen.getAllByText('Selecione o tamanho desejado.')).toHaveLength(2));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('takes its warning toast away once the card is sent, so none stays over the sidebar (issue 46)', async () => {
    const { user, onSubmit, submitButton, sizes } = await sizeExchangeCard();
    await user.click(submitButton());
    await waitFor(() => expect(screen.getAllByText('Selecione o tamanho desejado.')).toHaveLength(2));
    expect(notificationsStore.getState().notifications.map((toast) => toast.message)).toContain(
      'Selecione o tamanho desejado.',
    );

    await user.click(within(sizes).getByRole('radio', { name: '41' }));
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    // At once, not after the toast's own 5 s: the sidebar opens now (the store holds what is on screen; the DOM keeps
    // a leaving toast for its exit transition).
    const shown = () => notificationsStore.getState().notifications.map((toast) => toast.message);
    expect(shown()).not.toContain('Selecione o tamanho desejado.');
  });

  it('follows the bought size for a colour exchange and needs observations', async () => {
    api.stock = TEE_STOCK;
    const { choose, user, onSubmit, submitButton } = await renderCard({
      PRO_CODIGO: '200201',
      PRO_NOME: 'Camiseta Dry Fit',
      PRO_MODELO: 'DRYFIT',
      GRA_TAMANHO: 'M',
      COR_NOME: 'Branca',
    });
    await choose('Motivo', 'Troca de cor');
    await choose('Submotivo', 'Preferi outra cor');
    await choose('Desejo', 'Mesmo produto em outra cor');

    const colours = await screen.findByRole('group', { name: /Cor desejada \(tamanho M\)/ });
    expect(within(colours).getByRole('radio', { name: 'Verde Limão esgotado' })).toBeDisabled();
    // Issue 11: the colour bought (Branca) is no choice for a colour exchange.
    expect(within(colours).queryByRole('radio', { name: /Branca/ })).toBeNull();
    await user.click(within(colours).getByRole('radio', { name: 'Azul Marinho' }));
    // Issue 11: the required observation says so to assistive tech, not only with the asterisk.
    const observation = screen.getByRole('textbox', { name: /Algo a acrescentar\?/ });
    expect(observation).toHaveAttribute('aria-required', 'true');

    await user.click(submitButton());
    expect(await screen.findByText('Campo obrigatório.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByRole('textbox', { name: 'Algo a acrescentar?' }), 'Prefiro azul');
    await user.click(submitButton());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      corTroca: 'Azul Marinho',
      tamanhoTroca: 'M',
      trocaCor: true,
      observacao: 'Prefiro azul',
    });
  });

  it('opens the stock-empty modal when no size can be chosen', async () => {
    api.stock = stock([{ code: 'PRT', name: 'Preto', hex: '#1F2937', sizes: { U: 0 } }]);
    const { choose } = await renderCard({ GRA_TAMANHO: 'U', COR_NOME: 'Preto', PRO_NOME: 'Boné Running' });
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Desejo', 'Mesmo produto em outro tamanho');
    expect(await dialog('Sem estoque para troca')).toBeInTheDocument();
  });

  it('opens the stock-empty modal when only the bought size has stock (Meia G, P sold out)', async () => {
    api.stock = stock([{ code: 'BRC', name: 'Branca', hex: '#FFFFFF', sizes: { P: 0, G: 6 } }]);
    const { choose } = await renderCard({ GRA_TAMANHO: 'G', COR_NOME: 'Branca', PRO_NOME: 'Meia Cano Alto' });
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Desejo', 'Mesmo produto em outro tamanho');
    expect(await dialog('Sem estoque para troca')).toBeInTheDocument();
    const sizes = screen.getByRole('group', { name: /Tamanho desejado/ });
    expect(within(sizes).getByRole('radio', { name: 'P esgotado' })).toBeDisabled();
    expect(within(sizes).queryByRole('radio', { name: /^G/ })).toBeNull();
  });

  it('opens the stock-empty modal when only the bought colour has stock (Camiseta UV Laranja)', async () => {
    api.stock = stock([
      { code: 'LRJ', name: 'Laranja', hex: '#F97316', sizes: { M: 6 } },
      { code: 'BRC', name: 'Branca', hex: '#FFFFFF', sizes: { M: 0 } },
    ]);
    const { choose } = await renderCard({ GRA_TAMANHO: 'M', COR_NOME: 'Laranja', PRO_NOME: 'Camiseta UV Trilha' });
    await choose('Motivo', 'Troca de cor');
    await choose('Desejo', 'Mesmo produto em outra cor');
    const modal = await dialog('Sem estoque para troca');
    // The way out names what this reason offers: a refund, never a voucher it does not have (issue 23).
    expect(modal).toHaveTextContent(
      'Este produto está temporariamente sem estoque para troca. Escolha outro desejo (Devolução do valor pago) ou tente mais tarde.',
    );
    expect(modal).not.toHaveTextContent(/vale-compras/i);
    const colours = screen.getByRole('group', { name: /Cor desejada/ });
    expect(within(colours).queryByRole('radio', { name: /Laranja/ })).toBeNull();
  });

  it('shows a failed stock load and retries it', async () => {
    let calls = 0;
    api.stock = () => {
      calls += 1;
      return calls === 1
        ? { status: 503, body: { type: 'ERROR', message: 'Estoque fora do ar' } }
        : { status: 200, body: { productBalance: SHOE_STOCK } };
    };
    const { choose } = await renderCard();
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Desejo', 'Mesmo produto em outro tamanho');
    // Issue 11: the alert says it in the shopper's language, not the failure's raw text.
    expect(
      await screen.findByText('Não conseguimos consultar o estoque agora. Vamos tentar de novo em instantes.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Estoque fora do ar')).toBeNull();
    // STOCK_RETRY_DELAY_MS later the load runs again and the sizes show.
    expect(await screen.findByRole('group', { name: /Tamanho desejado/ })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('stops retrying after more than three failures in a row, until asked again', async () => {
    let calls = 0;
    let failing = true;
    api.stock = () => {
      calls += 1;
      return failing
        ? { status: 503, body: { type: 'ERROR', message: 'Estoque fora do ar' } }
        : { status: 200, body: { productBalance: SHOE_STOCK } };
    };
    const { choose, user } = await renderCard();
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Desejo', 'Mesmo produto em outro tamanho');
    // Four attempts, STOCK_RETRY_DELAY_MS apart, then the shopper is told and offered a new try.
    const notice = await screen.findByText('Estoque temporariamente indisponível');
    expect(calls).toBe(4);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(calls).toBe(4);

    failing = false;
    await user.click(
      within(notice.closest('[role="alert"], .mantine-Alert-root')!).getByRole('button', { name: 'Tentar novamente' }),
    );
    expect(await screen.findByRole('group', { name: /Tamanho desejado/ })).toBeInTheDocument();
    expect(calls).toBe(5);
  });
});

describe('voucher offer and bank data', () => {
  const bankSlipLeggings = {
    PRO_CODIGO: '500501',
    PRO_NOME: 'Legging Compressão',
    PRO_MODELO: 'COMPRESSAO',
    GRA_TAMANHO: 'M',
    COR_NOME: 'Preta',
    ITE_VALBRUTO: 18990,
    PED_TIPOPGTO: 7,
  } satisfies Partial<OrderLineRecord>;

  it('offers gross x (1 + percent/100) and keeps the bonus of an accepted voucher', async () => {
    api.consumer = CONSUMER;
    const { choose, user, onSubmit, submitButton } = await renderCard(bankSlipLeggings);
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Submotivo', 'Ficou pequeno');
    await choose('Desejo', 'Vale-compras com bônus em vez do estorno');

    const modal = await dialog('Que tal um vale-compras?');
    await waitFor(() => expect(modal).toHaveTextContent('R$ 208,89'));
    expect(modal).toHaveTextContent('R$ 189,90');
    expect(server.requests.some((request) => request.url === '/api/returns/bonus?bonCodigo=1')).toBe(true);
    expect(screen.getByTestId('auxiliary-message')).toHaveTextContent('10% de bônus');

    await user.click(within(modal).getByRole('button', { name: 'Receber vale-compras' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Accepted: no bank data is asked for, and the button says what happens.
    expect(screen.queryByRole('group', { name: 'Dados bancários para o reembolso' })).toBeNull();
    expect(submitButton()).toHaveTextContent('Receber vale-compras');
    await user.click(submitButton());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      prt_sit_bonus: 'S',
      prt_valor_bonus: 1899,
      isPaymentReversal: false,
      motivoGatilho: 'C',
    });
  });

  it('needs a CPF to accept, and a declined voucher is a refund with bank data', async () => {
    api.consumer = { ...CONSUMER, CON_CPF: null } as unknown as typeof CONSUMER;
    const { choose, user, submitButton } = await renderCard(bankSlipLeggings);
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Desejo', 'Vale-compras com bônus em vez do estorno');
    const modal = await dialog('Que tal um vale-compras?');
    const accept = await within(modal).findByRole('button', { name: 'Receber vale-compras' });
    await waitFor(() => expect(accept).toBeEnabled());
    await user.click(accept);
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'CPF não cadastrado. Entre em contato com o SAC.',
    );

    await user.click(within(modal).getByRole('button', { name: 'Prosseguir com o reembolso' }));
    const bank = await screen.findByRole('group', { name: 'Dados bancários para o reembolso' });
    // Where the money goes, as the 'Reembolso solicitado' e-mail will say it: by Pix to the key (the key is required,
    // and notifications/settlement.ts names the key whenever there is one) (issue 46).
    expect(bank).toHaveTextContent('o valor será devolvido por Pix, na chave que você informar');
    expect(bank).not.toHaveTextContent('devolvido na conta informada');
    expect(submitButton()).toHaveTextContent('Solicitar reembolso');
  });

  it('validates the bank fields of a bank-slip refund with the spec §5 messages', async () => {
    api.consumer = CONSUMER;
    const { choose, user, onSubmit, submitButton } = await renderCard(bankSlipLeggings);
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Submotivo', 'Ficou pequeno');
    await choose('Desejo', 'Devolução do valor pago');

    const agency = await screen.findByRole('textbox', { name: 'Agência' });
    await user.type(agency, '12');
    await user.tab();
    expect(await screen.findByText('Agência inválida. Exemplo: 0000-7 (de 4 a 5 dígitos)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'nao-e-chave');
    await user.tab();
    expect(
      await screen.findByText(
        /^Chave Pix inválida\. Formatos aceitos: CPF, CNPJ, email, telefone ou chave aleatória\./,
      ),
    ).toBeInTheDocument();
    // Issue 23 #13: an invalid CPF is refused as one, not taken for a phone.
    await user.clear(screen.getByRole('textbox', { name: 'Chave Pix' }));
    await user.type(screen.getByRole('textbox', { name: 'Chave Pix' }), '111.111.111-11');
    await user.tab();
    expect(await screen.findByText(/^Chave Pix inválida: este CPF não existe/)).toBeInTheDocument();

    await user.clear(agency);
    await user.type(agency, '1234x5');
    expect(agency).toHaveValue('12345');
    await user.type(screen.getByRole('textbox', { name: 'Conta' }), '45678-9');
    const pix = screen.getByRole('textbox', { name: 'Chave Pix' });
    await user.clear(pix);
    await user.type(pix, '529.982.247-25');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Banco' }), '341');
    await user.click(submitButton());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      isPaymentReversal: true,
      ban_codigo: '341',
      cli_agencia: '12345',
      cli_conta: '45678-9',
      cli_chavepix: '52998224725',
    });
  });

  it('prefills and locks complete saved bank data', async () => {
    api.consumer = {
      ...CONSUMER,
      BAN_CODIGO: '341',
      CLI_AGENCIA: '1234',
      CLI_CONTA: '45678-9',
      CLI_CHAVEPIX: 'ana.souza@example.com',
    } as unknown as typeof CONSUMER;
    const { choose, user, onSubmit, submitButton } = await renderCard(bankSlipLeggings);
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Submotivo', 'Ficou pequeno');
    await choose('Desejo', 'Devolução do valor pago');
    const agency = await screen.findByRole('textbox', { name: 'Agência' });
    await waitFor(() => expect(agency).toHaveValue('1234'));
    // Issue 11: read-only at full contrast, not disabled grey; still focusable and named.
    for (const name of ['Banco', 'Agência', 'Conta', 'Chave Pix']) {
      const input = screen.getByRole('textbox', { name });
      expect(input).toHaveAttribute('readonly');
      expect(input).toBeEnabled();
    }
    expect(screen.queryByRole('combobox', { name: 'Banco' })).toBeNull();
    // The saved code shows at once; its name once the bank list has arrived (a request of its own).
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Banco' })).toHaveValue('341 - Itaú Unibanco S.A.'));
    await user.type(agency, '9');
    expect(agency).toHaveValue('1234');
    await user.click(submitButton());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ban_codigo: '341', cli_chavepix: 'ana.souza@example.com' });
  });

  it('waits for the saved bank data before it can be sent, instead of calling the fields missing', async () => {
    let release = () => {};
    api.consumerGate = new Promise<void>((resolve) => (release = resolve));
    api.consumer = {
      ...CONSUMER,
      BAN_CODIGO: '341',
      CLI_AGENCIA: '1234',
      CLI_CONTA: '45678-9',
      CLI_CHAVEPIX: 'ana.souza@example.com',
    } as unknown as typeof CONSUMER;
    const { choose, user, onSubmit, submitButton } = await renderCard(bankSlipLeggings);
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Submotivo', 'Ficou pequeno');
    await choose('Desejo', 'Devolução do valor pago');
    await screen.findByRole('textbox', { name: 'Agência' });
    expect(submitButton()).toBeDisabled();
    await user.click(submitButton());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Agência' })).not.toHaveAttribute('aria-invalid', 'true');

    release();
    await waitFor(() => expect(submitButton()).toBeEnabled());
    await user.click(submitButton());
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ ban_codigo: '341', cli_agencia: '1234' });
  });
});

describe('submit', () => {
  it('reloads the page when no sub-reason was loaded at all', async () => {
    const { choose, user, onSubmit, submitButton } = await renderCard({}, { catalog: makeCatalog({ subReasons: [] }) });
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Desejo', 'Devolução do valor pago');
    await user.click(submitButton());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a photos-required reason straight to confirmation', async () => {
    const { choose, user, onSubmit, submitButton } = await renderCard({ PED_TIPOPGTO: 11 });
    await choose('Motivo', 'Produto chegou com defeito');
    await choose('Submotivo', 'Costura desfeita');
    await choose('Desejo', 'Devolução do valor pago');
    expect(screen.getByText('O valor estornado pode levar no mínimo 30 dias para aparecer.')).toBeInTheDocument();
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({ isRequiredImageToProduct: true, motivoGatilho: 'E' });
    expect(onSubmit.mock.calls[0]![1].photosRequired).toBe(true);
  });

  it('asks before a photos-required reason empties the sidebar: cancel keeps the reason, go on takes it', async () => {
    const other = { UNIQUE_KEY: 'other', produtoNome: 'Meia Cano Alto', gradeTamanho: 'G', produtoCor: 'Branca' };
    const { choose, field, user, onSubmit, submitButton, line } = await renderCard(
      { PED_TIPOPGTO: 11 },
      { selection: [other] },
    );
    await choose('Motivo', 'Tamanho não serviu');
    await choose('Motivo', 'Produto chegou com defeito');

    const modal = await dialog('Este motivo pede fotos');
    expect(modal).toHaveTextContent('O motivo “Produto chegou com defeito” exige fotos');
    const leaving = within(modal).getByRole('list', { name: 'Item que sairá da seleção' });
    expect(
      within(leaving)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Meia Cano Alto — tamanho G, cor Branca']);
    // The safe choice has the focus.
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Manter minha seleção' })).toHaveFocus());
    await user.click(within(modal).getByRole('button', { name: 'Manter minha seleção' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Motivo')).toHaveDisplayValue('Tamanho não serviu');
    expect(onSubmit).not.toHaveBeenCalled();

    await choose('Motivo', 'Produto chegou com defeito');
    const again = await dialog('Este motivo pede fotos');
    await user.click(within(again).getByRole('button', { name: 'Continuar com este motivo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('Motivo')).toHaveDisplayValue('Produto chegou com defeito');
    await choose('Submotivo', 'Costura desfeita');
    await choose('Desejo', 'Devolução do valor pago');
    await user.click(submitButton());
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0].UNIQUE_KEY).toBe(line.UNIQUE_KEY);
    expect(onSubmit.mock.calls[0]![1].photosRequired).toBe(true);
  });

  it('does not ask when the sidebar holds nothing but this item', async () => {
    const first = await renderCard({ PED_TIPOPGTO: 11 }, { selection: [] });
    await first.choose('Motivo', 'Produto chegou com defeito');
    expect(first.field('Motivo')).toHaveDisplayValue('Produto chegou com defeito');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('cannot be opened when selected or held by an open protocol', async () => {
    const view = await renderOrders(
      <>
        <OrderCard line={makeLine()} catalog={makeCatalog()} identity="a" selected onSubmit={() => {}} />
        <OrderCard
          line={makeLine({ ITE_SEQUENCIA: 2, IN_OPEN_PROTOCOL: 'S' })}
          catalog={makeCatalog()}
          identity="a"
          selected={false}
          onSubmit={() => {}}
        />
      </>,
    );
    cleanupView = view.cleanup;
    const [first, second] = screen.getAllByTestId('order-card');
    expect(within(first!).getByText('Selecionado')).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Ver item' })).toBeDisabled();
    expect(within(second!).getByText('Em protocolo aberto')).toBeInTheDocument();
    expect(within(second!).getByRole('button', { name: 'Ver item' })).toBeDisabled();
  });

  it('names the open protocol that holds the item and links to it (issue 46)', async () => {
    const view = await renderOrders(
      <OrderCard
        line={makeLine({ IN_OPEN_PROTOCOL: 'S', OPEN_PROTOCOL_ID: 100002 })}
        catalog={makeCatalog()}
        identity="a"
        selected={false}
        onSubmit={() => {}}
      />,
    );
    cleanupView = view.cleanup;
    const note = screen.getByTestId('open-protocol-note');
    expect(note).toHaveTextContent('Este item já está no protocolo 100002, ainda em andamento.');
    expect(within(note).getByRole('link', { name: 'Ver protocolo 100002' })).toHaveAttribute('href', '/protocol/100002');
  });
});

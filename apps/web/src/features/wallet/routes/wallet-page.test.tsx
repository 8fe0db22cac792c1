import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ABOVE_BALANCE_MESSAGE_MS, COPY_CONFIRMATION_MS } from '@portal/domain';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { movement, totals, walletApi, walletApiState, type Answer, type WalletApiState } from '../test/fixtures';
import { renderWallet } from '../test/render-wallet';

let server: TestServer;
let state: WalletApiState = walletApiState();

beforeAll(async () => {
  server = await startTestServer(walletApi(() => state));
});
afterAll(() => server.close());

let cleanup: (() => void) | null = null;
let settle: (() => Promise<void>) | null = null;
afterEach(async () => {
  vi.useRealTimers();
  // The page asks for several things at once: a test may end before the last answer, which unmounting would cut.
  await settle?.();
  cleanup?.();
  cleanup = null;
  settle = null;
  state = walletApiState();
  server.requests.length = 0;
  vi.useRealTimers();
  vi.restoreAllMocks();
});

async function open(to?: string, language?: 'pt' | 'en' | 'es') {
  const view = await renderWallet(to, language);
  cleanup = view.cleanup;
  settle = () => waitFor(() => expect(view.queryClient.isFetching() + view.queryClient.isMutating()).toBe(0));
  return view;
}

const requestsTo = (path: string, method = 'GET') =>
  server.requests.filter((request) => request.url.split('?')[0] === `/api${path}` && request.method === method);

function mockClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: vi.fn(writeText) } });
  return navigator.clipboard.writeText as ReturnType<typeof vi.fn>;
}

/** Opens the refund modal once the balances have loaded (the button waits for them). */
async function openRefund() {
  const button = await screen.findByRole('button', { name: 'Resgatar valor' });
  await waitFor(() => expect(button).toBeEnabled());
  fireEvent.click(button);
}

/** The Pix key field of the refund dialog once her saved key (the fixture's CPF) has filled it. */
async function savedPixKeyShown(dialog: HTMLElement) {
  const key = within(dialog).getByRole('textbox', { name: /Chave Pix para receber o resgate/ });
  await waitFor(() => expect(key).toHaveValue('529.982.247-25'));
  return key;
}

/** Lets a settled promise's callbacks run while timers are fake. */
async function flushMicrotasks() {
  await act(async () => {
    for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
  });
}

describe('/carteira balance and transactions', () => {
  it('shows skeletons, then the balance, the active coupon count and the statement newest first', async () => {
    await open();
    expect(screen.getByTestId('balance-skeleton')).toBeInTheDocument();
    expect(screen.getByTestId('statement-skeleton')).toBeInTheDocument();

    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 119,90');
    expect(await screen.findByTestId('coupon-count')).toHaveTextContent('1 cupom ativo');
    const rows = await screen.findAllByTestId('movement-row');
    expect(rows.map((row) => row.getAttribute('data-mov-id'))).toEqual(['3', '2', '1']);
    expect(within(rows[0]!).getByText('−R$ 20,00')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('20/11/2026 15:20')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('+R$ 40,00')).toBeInTheDocument();
    // The wire's UTC instants (ADR 0053) shown on São Paulo clocks.
    expect(within(rows[1]!).getByText('20/11/2026 22:30')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Pix')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Crédito · Bônus')).toBeInTheDocument();
    expect(screen.getByText('3 movimentações')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Saldo e movimentações' })).toHaveAttribute('aria-selected', 'true');
    expect(document.title).toMatch(/^Carteira/);
  });

  it('opens the coupons tab from the coupon-count card, and the URL names the tab', async () => {
    const { router } = await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ver cupons' }));
    await waitFor(() => expect(router.state.location.search).toBe('?aba=cupons'));
    expect(screen.getByRole('tab', { name: 'Cupons' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findAllByTestId('coupon-row')).toHaveLength(2);
  });

  it('opens on the coupons tab from /carteira?aba=cupons', async () => {
    await open('/carteira?aba=cupons');
    expect(screen.getByRole('tab', { name: 'Cupons' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { name: 'Meus cupons' })).toBeInTheDocument();
  });

  it('filters the statement by dates, protocol and order, and refuses an inverted range before asking', async () => {
    await open();
    await screen.findAllByTestId('movement-row');
    const from = screen.getByLabelText('De (dd/mm/aaaa)');
    const to = screen.getByLabelText('Até (dd/mm/aaaa)');
    // Typed day first whatever the browser's locale, the slashes coming as she types.
    fireEvent.change(from, { target: { value: '10112026' } });
    expect(from).toHaveValue('10/11/2026');
    fireEvent.change(to, { target: { value: '01/11/2026' } });
    expect(screen.getByText('A data final deve ser igual ou posterior à inicial.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filtrar' })).toBeDisabled();

    // An impossible day is said on its own field once she leaves it, and nothing is asked.
    fireEvent.change(to, { target: { value: '31/02/2026' } });
    fireEvent.blur(to);
    expect(within(to.closest('.mantine-InputWrapper-root')!).getByText('Informe uma data válida.')).toBeInTheDocument();
    const asked = requestsTo('/returns/wallet/b2c').length;
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(requestsTo('/returns/wallet/b2c')).toHaveLength(asked);

    fireEvent.change(to, { target: { value: '20/11/2026' } });
    fireEvent.change(screen.getByLabelText('Protocolo'), { target: { value: '100.003' } });
    fireEvent.change(screen.getByLabelText('Pedido'), { target: { value: ' 4820480 ' } });
    state.movements = [];
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));

    expect(await screen.findByText('Nenhuma movimentação para os filtros escolhidos.')).toBeInTheDocument();
    const last = requestsTo('/returns/wallet/b2c').at(-1)!;
    expect(Object.fromEntries(new URL(last.url, server.origin).searchParams)).toEqual({
      dt_inicial: '2026-11-10',
      dt_final: '2026-11-20',
      prt_id: '100003',
      ped_codigo: '4820480',
    });

    state = walletApiState();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    // The unfiltered statement comes back (from the cache: it was loaded first).
    expect(await screen.findAllByTestId('movement-row')).toHaveLength(3);
  });

  it("shows 'no data' for an empty wallet, and loads older pages with 'load more'", async () => {
    state.movements = [];
    await open();
    expect(await screen.findByText('Nenhum dado encontrado.')).toBeInTheDocument();
    await settle?.();
    cleanup?.();

    state = walletApiState();
    state.nextCursor = 'page-2';
    state.olderMovements = [movement({ MOV_ID: 0, DESC_OPER: 'Mais antiga' })];
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Carregar mais' }));
    expect(await screen.findByText('Mais antiga')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull();
    expect(requestsTo('/returns/wallet/b2c').at(-1)!.url).toContain('cursor=page-2');
  });

  it('shows the statement in full screen', async () => {
    await open();
    await screen.findAllByTestId('movement-row');
    fireEvent.click(screen.getByRole('button', { name: 'Tela cheia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Extrato' });
    expect(within(dialog).getAllByTestId('movement-row')).toHaveLength(3);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sair da tela cheia' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes shopping: the go-shopping message, then the shop site in a new tab', async () => {
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Ir às compras' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ir às compras' });
    expect(await within(dialog).findByText('Use seu saldo na loja.')).toBeInTheDocument();
    // How the balance is spent at the shop's checkout: who she is there, where the balance shows, no code.
    const steps = within(within(dialog).getByTestId('go-shopping-steps')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Na loja online, coloque os produtos no carrinho.',
      'Ao finalizar a compra, identifique-se com o mesmo e-mail que você usa aqui: ana@example.com.',
      'Na forma de pagamento, escolha Vale-presente: o saldo da carteira (R$\u00a0119,90) aparece ali. Não há código para digitar.',
      'Use o saldo todo ou só uma parte; o que faltar, pague com outra forma de pagamento.',
    ]);
    const link = within(dialog).getByRole('link', { name: /Abrir a loja online/ });
    expect(link).toHaveAttribute('href', 'https://corre.example');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('cannot refund without a card or Pix balance', async () => {
    state.totals = totals(0, 0, 1990);
    await open();
    await screen.findByText('R$ 19,90');
    expect(screen.getByRole('button', { name: 'Resgatar valor' })).toBeDisabled();
    expect(screen.getAllByText('Não há saldo de cartão de crédito ou Pix para resgatar.').length).toBeGreaterThan(0);
  });

  it('says why part of the balance cannot be refunded: bank-slip credit or a bonus stays for shopping (issue 46)', async () => {
    state.totals = totals(1000, 500, 1990);
    await open();
    await openRefund();
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar valor' });
    expect(
      within(dialog).getByText(
        'R$ 19,90 do seu saldo não podem ser devolvidos: vêm de compras pagas com boleto ou outra forma que não cartão ' +
          'ou Pix (não há como estorná-las), ou de créditos da própria loja, como o bônus do vale-compras e créditos ' +
          'de cortesia. Esse valor continua na carteira para suas compras na loja.',
      ),
    ).toBeInTheDocument();
  });

  it('resets a value above the balance to it with the message for 5 s, then refunds once however often clicked', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const original = state.refund;
    state.refund = async (request): Promise<Answer> => {
      await answered;
      return original(request);
    };
    await open();
    await openRefund();
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar valor' });
    expect(within(dialog).getByText(/pode levar no mínimo 30 dias/)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pix (saldo R$ 40,00)' }));
    await savedPixKeyShown(dialog);
    const value = within(dialog).getByLabelText('Valor do resgate');

    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(value, { target: { value: '999999' } });
    expect(value).toHaveValue('40,00');
    const notice = 'O valor informado é maior que o saldo disponível e foi ajustado para R$ 40,00.';
    expect(within(dialog).getByText(notice)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ABOVE_BALANCE_MESSAGE_MS - 100));
    expect(within(dialog).getByText(notice)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(within(dialog).queryByText(notice)).toBeNull();
    vi.useRealTimers();

    fireEvent.change(value, { target: { value: '1234' } });
    expect(value).toHaveValue('12,34');
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar resgate' });
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    fireEvent.submit(confirm.closest('form')!);
    await waitFor(() => expect(requestsTo('/returns/giftcards/refund', 'POST')).toHaveLength(1));
    release();

    expect(await screen.findByText('Reembolso gerado com sucesso')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [sent] = requestsTo('/returns/giftcards/refund', 'POST');
    // Her saved Pix key was offered and sent as the central bank writes it.
    expect(JSON.parse(sent!.body)).toEqual({
      vlr_estorno: '12,34',
      tipo_pag: 11,
      cli_chavepix: '52998224725',
      commit: true,
    });
    expect(sent!.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{16,}$/);
    // The balance, statement and coupons load again after the refund.
    await waitFor(() => expect(requestsTo('/returns/wallet/b2c/total').length).toBeGreaterThan(1));
  });

  it('tells of an adjustment only while the value shown is the adjusted one (issue 23 #12)', async () => {
    await open();
    await openRefund();
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar valor' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pix (saldo R$ 40,00)' }));
    const value = within(dialog).getByLabelText('Valor do resgate');
    fireEvent.change(value, { target: { value: '999999' } });
    expect(within(dialog).getByText(/foi ajustado para R\$ 40,00\./)).toBeInTheDocument();
    // The card's larger balance leaves 40,00 alone: no notice of an adjustment to 60,00 (or any) beside it.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cartão de crédito (saldo R$ 60,00)' }));
    expect(value).toHaveValue('40,00');
    expect(within(dialog).queryByText(/foi ajustado/)).toBeNull();
    // Back to Pix, 40,00 is within its balance: still nothing to tell.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pix (saldo R$ 40,00)' }));
    expect(within(dialog).queryByText(/foi ajustado/)).toBeNull();
    // Typed above the card's balance, the notice names the value the field now holds.
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Cartão de crédito (saldo R$ 60,00)' }));
    fireEvent.change(value, { target: { value: '999999' } });
    expect(value).toHaveValue('60,00');
    expect(within(dialog).getByText(/foi ajustado para R\$ 60,00\./)).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pix (saldo R$ 40,00)' }));
    expect(value).toHaveValue('40,00');
    expect(within(dialog).getByText(/foi ajustado para R\$ 40,00\./)).toBeInTheDocument();
  });

  it('asks for the Pix key of a Pix refund, refusing an invalid CPF with its reason (issue 23 #13)', async () => {
    await open();
    await openRefund();
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar valor' });
    expect(within(dialog).queryByRole('textbox', { name: /Chave Pix/ })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pix (saldo R$ 40,00)' }));
    const key = await savedPixKeyShown(dialog);
    fireEvent.change(within(dialog).getByLabelText('Valor do resgate'), { target: { value: '500' } });

    fireEvent.change(key, { target: { value: '111.111.111-11' } });
    fireEvent.blur(key);
    expect(await within(dialog).findByText(/este CPF não existe/)).toBeInTheDocument();
    fireEvent.change(key, { target: { value: '11987654321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect(await within(dialog).findByText(/podem ser um CPF ou um telefone/)).toBeInTheDocument();
    expect(key).toHaveFocus();
    expect(requestsTo('/returns/giftcards/refund', 'POST')).toHaveLength(0);

    fireEvent.change(key, { target: { value: '+55 11 98765-4321' } });
    fireEvent.blur(key);
    expect(key).toHaveValue('+55 (11) 98765-4321');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    await waitFor(() => expect(requestsTo('/returns/giftcards/refund', 'POST')).toHaveLength(1));
    const [sent] = requestsTo('/returns/giftcards/refund', 'POST');
    expect(JSON.parse(sent!.body)).toMatchObject({ tipo_pag: 11, cli_chavepix: '+5511987654321' });
  });

  it('keeps the modal open with the server refusal as a toast, and the same key for the same retry', async () => {
    state.refund = () => ({
      status: 422,
      body: { type: 'WARN', message: 'Cadastre uma chave Pix para receber o reembolso.', code: 'pix_key_required' },
    });
    await open();
    await openRefund();
    const dialog = await screen.findByRole('dialog', { name: 'Resgatar valor' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pix (saldo R$ 40,00)' }));
    await savedPixKeyShown(dialog);
    fireEvent.change(within(dialog).getByLabelText('Valor do resgate'), { target: { value: '500' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    expect(await screen.findByText('Cadastre uma chave Pix para receber o reembolso.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Resgatar valor' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Confirmar resgate' })).toBeEnabled());
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirmar resgate' }));
    await waitFor(() => expect(requestsTo('/returns/giftcards/refund', 'POST')).toHaveLength(2));
    const [first, second] = requestsTo('/returns/giftcards/refund', 'POST');
    expect(second!.headers['idempotency-key']).toBe(first!.headers['idempotency-key']);
  });
});

describe('/carteira coupons', () => {
  it('copies a code and shows the confirmation for 8 s', async () => {
    await open('/carteira?aba=cupons');
    await screen.findAllByTestId('coupon-row');
    const writeText = mockClipboard(() => Promise.resolve());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(screen.getByRole('button', { name: 'Copiar código CUPOM-ATIVO-10' }));
    await flushMicrotasks();
    expect(writeText).toHaveBeenCalledWith('CUPOM-ATIVO-10');
    expect(screen.getByText('Copiado com sucesso!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(COPY_CONFIRMATION_MS - 100));
    expect(screen.getByText('Copiado com sucesso!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Copiado com sucesso!')).toBeNull();
  });

  it('lists every coupon with its status, and the order a used one went to', async () => {
    await open('/carteira?aba=cupons');
    const [active, used] = await screen.findAllByTestId('coupon-row');
    expect(within(active!).getByText('Ativo')).toBeInTheDocument();
    // Created (an ISO instant) and valid until (an ISO day), shown as São Paulo days.
    expect(within(active!).getByText('20/11/2026')).toBeInTheDocument();
    expect(within(active!).getByText('20/12/2026')).toBeInTheDocument();
    expect(within(used!).getByText('Utilizado')).toBeInTheDocument();
    expect(within(used!).getByText('Pedido 4818950 em 01/09/2026')).toBeInTheDocument();
  });

  it('offers "Copiar código" on usable coupons only, not on used or expired ones', async () => {
    state.coupons = [
      ...state.coupons,
      { ...state.coupons[0]!, TCM_CODIGO: 'CUPOM-EXPIRADO-10', TCC_STATUS: 'Expirado' },
    ];
    await open('/carteira?aba=cupons');
    const [active, used, expired] = await screen.findAllByTestId('coupon-row');
    expect(within(active!).getByRole('button', { name: 'Copiar código CUPOM-ATIVO-10' })).toBeInTheDocument();
    expect(within(used!).queryByRole('button', { name: /Copiar código/ })).toBeNull();
    expect(within(expired!).queryByRole('button', { name: /Copiar código/ })).toBeNull();
  });

  it('counts zero in the plural: 0 cupons ativos, 0 movimentações', async () => {
    state.coupons = [];
    state.movements = [];
    await open();
    expect(await screen.findByTestId('coupon-count')).toHaveTextContent(/^0 cupons ativos$/);
    expect(await screen.findByText('0 movimentações')).toBeInTheDocument();
  });

  it('accepts the coupon offer once with an Idempotency-Key and says which coupon came', async () => {
    await open('/carteira?aba=cupons');
    const offer = await screen.findByTestId('coupon-offer');
    expect(within(offer).getByRole('heading', { name: 'Ganhe um cupom de 10% de desconto' })).toBeInTheDocument();
    state.campaign = { ...state.campaign, couponOffer: { available: false, reason: 'rule' } };
    fireEvent.click(within(offer).getByRole('button', { name: 'Receber cupom de desconto' }));
    expect(
      await screen.findByText('Cupom CUPOM-NOVO-10 gerado. Enviamos o código para o seu e-mail.'),
    ).toBeInTheDocument();
    const [sent] = requestsTo('/returns/wallet/b2c/coupons', 'POST');
    expect(JSON.parse(sent!.body)).toEqual({ tic_codigo: 1 });
    expect(sent!.headers['idempotency-key']).toMatch(/^[\x21-\x7e]{16,}$/);
    // The offer goes once the server says the rule no longer holds.
    await waitFor(() => expect(screen.queryByTestId('coupon-offer')).toBeNull());
  });

  it("shows 'error processing accept coupons' with the server's message when accepting fails", async () => {
    state.acceptCoupon = () => ({
      status: 422,
      body: { type: 'WARN', message: 'O cupom não está disponível.', code: 'coupon_not_available' },
    });
    await open('/carteira?aba=cupons');
    fireEvent.click(await screen.findByRole('button', { name: 'Receber cupom de desconto' }));
    expect(await screen.findByText('Erro ao processar o aceite do cupom')).toBeInTheDocument();
    expect(screen.getByText('O cupom não está disponível.')).toBeInTheDocument();
    // One toast (the page's own), not the generic 'Aviso! Código: 422' as well.
    expect(screen.queryByText(/Código: 422/)).toBeNull();
  });

  it('shows no offer when the rule does not hold, and the register-CPF note without a CPF', async () => {
    state.campaign = { ...state.campaign, couponOffer: { available: false, reason: 'rule' } };
    await open('/carteira?aba=cupons');
    await screen.findAllByTestId('coupon-row');
    expect(screen.queryByTestId('coupon-offer')).toBeNull();
    await settle?.();
    cleanup?.();

    state.campaign = { ...state.campaign, couponOffer: { available: false, reason: 'cpf_required' } };
    await open('/carteira?aba=cupons');
    expect(await screen.findByText('CPF não cadastrado')).toBeInTheDocument();
  });

  it('speaks English and Spanish', async () => {
    await open('/carteira?aba=cupons', 'en');
    expect(await screen.findByRole('heading', { name: 'My coupons' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Balance and transactions' })).toBeInTheDocument();
    expect((await screen.findAllByText('Active')).length).toBeGreaterThan(0);
    await settle?.();
    cleanup?.();

    await open('/carteira', 'es');
    expect(await screen.findByTestId('wallet-balance')).toHaveTextContent('R$ 119,90');
    expect(screen.getByRole('button', { name: 'Solicitar reembolso' })).toBeInTheDocument();
    expect(await screen.findByText('1 cupón activo')).toBeInTheDocument();
  });
});

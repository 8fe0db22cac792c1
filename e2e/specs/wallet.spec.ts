/**
 * Wallet (issue 12): Ana sees her balance and the header bell, filters the statement and opens it full screen,
 * copies a coupon code, refunds part of her Pix balance (a value above it is reset to it first) and sees the new
 * balance and movement; a shopper accepts the discount-coupon offer. Axe on each screen. Runs at 375 px and 1280 px.
 *
 * Data: both projects share one seeded database and may run at once. Each project refunds its own small amount and
 * checks its own movement, and compares balances as 'at most before minus the amount' (the other project may refund
 * in between). The coupon offer holds once for Ana (one credit without a coupon), so the acceptance is Bruno's, whose
 * seed gives him two credits without a coupon: one acceptance per project (apps/api/src/db/seed/wallet.ts).
 */
import type { Page, TestInfo } from '@playwright/test';
import { formatMoney, parseMoney } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, expectNoAxeViolations, login, PAGE_READY, test } from '../fixtures';

const ANA = { email: DEMO.ana.email };
const BRUNO = { email: DEMO.bruno.email };
const BRAND = DEMO.brand.correBrasil;

/** Each project refunds its own amount, so each finds its own movement in the statement. */
const REFUND_CENTS: Record<string, number> = { phone: 111, desktop: 222 };

/** The totals as the API answers them: integer cents (ADR 0053). */
interface Totals {
  SALDO_TOTAL: number;
  SALDO_POR_TIPO_PGTO: { TIP_PGTO_ORIG: number; SALDO: number }[];
}

async function readTotals(page: Page): Promise<Totals> {
  const response = await page.request.get(brandUrl(BRAND, '/api/returns/wallet/b2c/total'));
  expect(response.status()).toBe(200);
  return ((await response.json()) as { totalTransactions: Totals }).totalTransactions;
}

async function shownBalanceCents(page: Page): Promise<number> {
  const text = (await page.getByTestId('wallet-balance').textContent()) ?? '';
  const value = parseMoney(text.replace(/\u00a0/g, ' '));
  if (value === null) throw new Error(`The balance '${text}' is not money`);
  return value;
}

function refundCents(testInfo: TestInfo): number {
  return REFUND_CENTS[testInfo.project.name] ?? 333;
}

test.describe('/carteira', () => {
  test('Ana sees her balance and the bell, filters the statement and opens it full screen', async ({ page }) => {
    await login(page, ANA, BRAND);
    await page.goto('/carteira');
    await expect(page.getByRole('heading', { level: 1, name: 'Carteira' })).toBeVisible(PAGE_READY);
    await expect(page.getByTestId('wallet-balance')).toBeVisible(PAGE_READY);

    const totals = await readTotals(page);
    const balance = totals.SALDO_TOTAL;
    expect(Number.isInteger(balance) && balance > 0).toBe(true);
    // The other project's refund may land between the two reads: the page shows at most what the ledger held first.
    expect(await shownBalanceCents(page)).toBeLessThanOrEqual(balance);
    await expect(page.getByRole('banner').getByRole('button', { name: /^Notificações: você tem R\$/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Saldo e movimentações' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('coupon-count')).toHaveText(/\d+ cupo(m|ns) ativos?/);

    const rows = page.getByTestId('statement-table').first().getByTestId('movement-row');
    await expect(rows.first()).toBeVisible();
    await expectNoAxeViolations(page);

    // Filter by Ana's finished protocol (its voucher and bonus credits): every row shown names it.
    const protocol = String(DEMO.protocols.finished);
    await page.getByLabel('Protocolo', { exact: true }).fill(protocol);
    await page.getByRole('button', { name: 'Filtrar', exact: true }).click();
    const filtered = await page.request.get(brandUrl(BRAND, `/api/returns/wallet/b2c?prt_id=${protocol}`));
    const { wallet } = (await filtered.json()) as { wallet: unknown[] };
    expect(wallet.length).toBeGreaterThan(0);
    await expect(rows).toHaveCount(wallet.length);
    for (const row of await rows.all()) await expect(row).toContainText(protocol);

    // Dates are typed day first on a Portuguese page, whatever the browser's locale; an end before the start is
    // refused before asking.
    await page.getByLabel('De (dd/mm/aaaa)', { exact: true }).fill('10112026');
    await expect(page.getByLabel('De (dd/mm/aaaa)', { exact: true })).toHaveValue('10/11/2026');
    await page.getByLabel('Até (dd/mm/aaaa)', { exact: true }).fill('01/11/2026');
    await expect(page.getByText('A data final deve ser igual ou posterior à inicial.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Filtrar', exact: true })).toBeDisabled();
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await expect(rows.first()).toBeVisible();

    await page.getByRole('button', { name: 'Tela cheia' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extrato' });
    await expect(dialog.getByTestId('movement-row').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Sair da tela cheia' }).click();
    await expect(dialog).toBeHidden();
  });

  test('Ana opens the coupons tab from the count card and copies a coupon code', async ({ page }) => {
    await login(page, ANA, BRAND);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: brandUrl(BRAND, '') });
    await page.goto('/carteira');
    await page.getByRole('button', { name: 'Ver cupons' }).click(PAGE_READY);
    await expect(page).toHaveURL(/\/carteira\?aba=cupons$/);
    await expect(page.getByRole('tab', { name: 'Cupons' })).toHaveAttribute('aria-selected', 'true');

    const code = DEMO.coupons.active;
    const row = page.locator(`[data-testid="coupon-row"][data-code="${code}"]`);
    await expect(row).toBeVisible(PAGE_READY);
    await row.getByRole('button', { name: `Copiar código ${code}` }).click();
    await expect(row.getByText('Copiado com sucesso!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await expectNoAxeViolations(page);

    // The tab is its own address: a reload stays on it.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Meus cupons' })).toBeVisible(PAGE_READY);
  });

  test('Ana refunds part of her Pix balance and sees the new balance and movement', async ({ page }, testInfo) => {
    const amount = refundCents(testInfo);
    await login(page, ANA, BRAND);
    await page.goto('/carteira');
    await expect(page.getByTestId('wallet-balance')).toBeVisible(PAGE_READY);
    const before = await readTotals(page);
    const pixBefore = before.SALDO_POR_TIPO_PGTO.find((entry) => entry.TIP_PGTO_ORIG === 11)?.SALDO ?? 0;
    expect(pixBefore, 'the seed gives Ana a Pix balance to refund').toBeGreaterThan(amount);

    await page.getByRole('button', { name: 'Resgatar valor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Resgatar valor' });
    await expect(dialog.getByText(/pode levar no mínimo 30 dias/)).toBeVisible();
    await dialog.getByRole('radio', { name: /^Pix \(saldo R\$/ }).check();
    // Her saved key (her CPF) is offered as the key to pay, shown to her in full.
    await expect(dialog.getByLabel('Chave Pix para receber o resgate')).toHaveValue('529.982.247-25');
    const value = dialog.getByLabel('Valor do resgate');

    // Above the Pix balance: reset to it, with the message.
    await value.fill('99999999999');
    await expect(dialog.getByText(/maior que o saldo disponível e foi ajustado/)).toBeVisible();
    const resetTo = parseMoney(await value.inputValue());
    expect(resetTo).not.toBeNull();
    expect(resetTo!).toBeLessThanOrEqual(pixBefore);
    await expectNoAxeViolations(page);

    await value.fill(String(amount));
    await expect(value).toHaveValue(formatMoney(amount).replace('R$ ', ''));
    const answer = page.waitForResponse(
      (response) => response.url().endsWith('/api/returns/giftcards/refund') && response.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Confirmar resgate' }).click();
    const response = await answer;
    expect(response.status()).toBe(201);
    const body = (await response.json()) as { message: string; refund: { VALOR: number; TIP_PGTO: number } };
    expect(body.refund).toMatchObject({ VALOR: amount, TIP_PGTO: 11 });

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: body.message })).toBeVisible();
    const movement = page
      .getByTestId('statement-table')
      .first()
      .getByTestId('movement-row')
      .filter({ hasText: `−${formatMoney(amount)}` });
    await expect(movement.first()).toBeVisible();
    await expect.poll(() => shownBalanceCents(page)).toBeLessThanOrEqual(before.SALDO_TOTAL - amount);
    await expectNoAxeViolations(page);
  });

  test('a shopper accepts the discount-coupon offer and finds the new coupon', async ({ page }) => {
    await login(page, BRUNO, BRAND);
    await page.goto('/carteira?aba=cupons');
    const offer = page.getByTestId('coupon-offer');
    await expect(offer).toBeVisible(PAGE_READY);
    await expectNoAxeViolations(page);
    const accepted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/returns/wallet/b2c/coupons') && response.request().method() === 'POST',
    );
    await offer.getByRole('button', { name: 'Receber cupom de desconto' }).click();
    const response = await accepted;
    expect(response.status()).toBe(201);
    const { discountCoupons } = (await response.json()) as { discountCoupons: { TCM_CODIGO: string }[] };
    const code = discountCoupons[0]!.TCM_CODIGO;
    await expect(page.getByText(`Cupom ${code} gerado. Enviamos o código para o seu e-mail.`)).toBeVisible();
    await expect(page.locator(`[data-testid="coupon-row"][data-code="${code}"]`)).toBeVisible();
  });
});

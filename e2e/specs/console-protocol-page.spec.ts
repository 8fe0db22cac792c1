/**
 * What operators read on the console's protocol page (issue 46, High 1 and Medium 2-3): a refund of a purchase made
 * in a shop keeps the account it is paid into (bank, branch and account, not an empty payment), the shopper's own words beside her item,
 * and what the warehouse matches a parcel with: the invoice number and the sender's address. The protocol is opened
 * through the API at Trilha Norte (brand 2), as the workload spec's are (no order line, so no other spec's line is
 * held); an admin of every brand reads it. Desktop; the page's phone width is covered by its unit tests.
 */
import { randomUUID } from 'node:crypto';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, expectNoAxeViolations, login, ONLY_AT, PAGE_READY, test, type BrandId } from '../fixtures';
import { brandOrigin } from '../support/env';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';
import { outsideStorePayload } from '../support/outside-store-payload';

const BRAND: BrandId = 2;
const CONSOLE: BrandId = 1;

test(
  'the protocol page shows the refund account, the shopper’s words and the warehouse fields',
  ONLY_AT.desktop,
  async ({ page }) => {
    const words = `A sola descolou na primeira corrida (${randomUUID().slice(0, 6)}).`;
    await login(page, { email: DEMO.ana.email }, BRAND);
    const answer = await page.request.post(brandUrl(BRAND, '/api/returns/protocols/generate/b2c'), {
      data: outsideStorePayload(BRAND, words),
      headers: { Origin: brandOrigin(BRAND), 'Idempotency-Key': randomUUID() },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const { prt_id: prtId } = (await answer.json()) as { prt_id: number };

    // The server refuses a shop purchase's refund with nowhere to pay it.
    const {
      ban_codigo: _bank,
      cli_agencia: _agency,
      cli_conta: _account,
      cli_chavepix: _pix,
      ...noAccount
    } = outsideStorePayload(BRAND, words);
    const refused = await page.request.post(brandUrl(BRAND, '/api/returns/protocols/generate/b2c'), {
      data: noAccount,
      headers: { Origin: brandOrigin(BRAND), 'Idempotency-Key': randomUUID() },
    });
    expect(refused.status()).toBe(400);

    await signInThroughApi(page, devOperator('admin', 'session'));
    await page.goto(brandUrl(CONSOLE, `/backoffice/protocols/${prtId}`));
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(String(prtId)) })).toBeVisible(PAGE_READY);
    const payment = page.getByRole('region', { name: 'Pagamento' });
    await expect(payment).toContainText(/341 — Ita/);
    await expect(payment).toContainText('45678-9');
    await expect(page.getByText(words)).toBeVisible();
    await expect(page.getByText('12345678901234').first()).toBeVisible();
    await expect(
      page.getByText('Avenida Paulista, 1000, Apto 82 — Bela Vista, São Paulo/SP', { exact: false }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  },
);

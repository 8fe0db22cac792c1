/**
 * The wallet as VTEX's gift card (issue 49), in each language at both widths: Ana sees how to use her credit at the
 * shop and her redemption code ('Usar no site'); after the Gift Card Hub debits it (the provider's call as VTEX makes
 * it: its headers, its media type, the document's example body with her card and an order id of this run), the
 * statement shows the purchase. Axe on the screen. Screenshots go to /tmp/shots-giftcard49 (kept out of git).
 */
import { VTEX_GIFTCARD_CONTENT_TYPE } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, expectNoAxeViolations, login, PAGE_READY, test } from '../fixtures';

const BRAND = DEMO.brand.correBrasil;
const PROVIDER_HEADERS = {
  'content-type': VTEX_GIFTCARD_CONTENT_TYPE,
  accept: VTEX_GIFTCARD_CONTENT_TYPE,
  'x-provider-api-appkey': `development-only-giftcard-provider-key-brand-${BRAND}`,
  'x-provider-api-apptoken': `development-only-giftcard-provider-token-brand-${BRAND}`,
};

const TEXTS = {
  pt: { wallet: 'Carteira', title: 'Usar no site', link: 'Ir para a loja online', purchase: 'Compra no pedido' },
  en: {
    wallet: 'Wallet',
    title: "Use it on the shop's site",
    link: 'Go to the online shop',
    purchase: 'Purchase in order',
  },
  es: {
    wallet: 'Billetera',
    title: 'Usar en el sitio',
    link: 'Ir a la tienda online',
    purchase: 'Compra en el pedido',
  },
} as const;

for (const language of ['pt', 'en', 'es'] as const) {
  test(`${language}: Ana's code for the shop, then the shop's debit on her statement`, async ({ page }, testInfo) => {
    const texts = TEXTS[language];
    await login(page, { email: DEMO.ana.email }, BRAND);
    await page.context().addCookies([{ name: 'portal_lang', value: language, domain: 'localhost', path: '/' }]);
    await page.goto('/carteira');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible(PAGE_READY);
    const section = page.getByRole('region', { name: texts.title });
    await expect(section).toBeVisible(PAGE_READY);
    const code = (await page.getByTestId('gift-card-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){3}$/);
    await expect(section.getByRole('link', { name: texts.link })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    await page.screenshot({
      path: `/tmp/shots-giftcard49/wallet-${language}-${testInfo.project.name}.png`,
      fullPage: true,
    });

    // The Gift Card Hub: finds the card by the typed code, then debits R$ 0,01 for an order of this run.
    const search = await page.request.post(brandUrl(BRAND, '/api/vtex/giftcard-provider/giftcards/_search'), {
      headers: PROVIDER_HEADERS,
      data: {
        client: { id: '3b1abc17', email: 'email@domain.com', document: '234235' },
        cart: {
          grandTotal: 1,
          relationName: null,
          redemptionCode: code,
          discounts: 0,
          shipping: 0,
          taxes: 0,
          items: [],
          itemsTotal: 1,
        },
      },
    });
    expect(search.status()).toBe(200);
    const [card] = (await search.json()) as { id: string }[];
    const orderId = `E2E-${language}-${testInfo.project.name}-${Date.now()}`;
    const debit = await page.request.post(
      brandUrl(BRAND, `/api/vtex/giftcard-provider/giftcards/${card!.id}/transactions`),
      {
        headers: PROVIDER_HEADERS,
        data: {
          operation: 'Debit',
          value: 0.01,
          description: 'GiftCardHub',
          redemptionToken: '',
          redemptionCode: '***',
          requestId: orderId,
          orderInfo: { orderId },
        },
      },
    );
    expect(debit.status()).toBe(200);
    await page.reload();
    await expect(page.getByText(`${texts.purchase} ${orderId}`).first()).toBeVisible(PAGE_READY);
    await page.screenshot({
      path: `/tmp/shots-giftcard49/statement-${language}-${testInfo.project.name}.png`,
      fullPage: true,
    });
  });
}

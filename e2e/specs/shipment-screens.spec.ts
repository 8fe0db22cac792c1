/**
 * Issue 48's screens, looked at in three languages at both widths: the shopper's shipping card on the protocol
 * detail and the console protocol's 'Envio' panel, checked with axe. Written while the shipping API was being built
 * beside it: the two shipment reads are answered here with contract-valid JSON (parsed by the contract's schemas),
 * everything else is the real server. The journey through the real API (issue, post, deliver) is its own spec.
 * SHOTS_DIR=<folder> saves a screenshot of each screen there (kept out of git).
 */
import type { Locator, Page } from '@playwright/test';
import { consoleShipmentResponseSchema, shopperShipmentResponseSchema, type Language } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, expectNoAxeViolations, login, PAGE_READY, test } from '../fixtures';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';

const PRT_ID = DEMO.protocols.opened;
const SHOTS = process.env.SHOTS_DIR;

/** Correios SRO Rastro's own event texts (`descricao`), relayed as the API would. */
const EVENTS = [
  {
    at: '2026-12-09T13:42:00.000Z',
    kind: 'posted',
    description: 'Objeto postado',
    carrierText: 'Objeto postado',
    place: 'São Paulo - SP',
  },
  {
    at: '2026-12-10T02:15:00.000Z',
    kind: 'in_transit',
    description: 'Objeto em trânsito - por favor aguarde',
    carrierText: 'Objeto em trânsito - por favor aguarde',
    place: 'Cajamar - SP',
  },
] as const;

const shopperAnswer = (posted: boolean) =>
  shopperShipmentResponseSchema.parse({
    shipment: {
      carrier: 'correios',
      demo: !posted,
      state: posted ? 'posted' : 'issued',
      authorisationCode: '2093417658',
      postBy: '2026-12-17',
      trackingCode: posted ? 'LR123456785BR' : null,
      events: posted ? EVENTS : [],
    },
    returnInstructions: null,
  });

const consoleAnswer = consoleShipmentResponseSchema.parse({
  connected: true,
  shipments: [
    {
      id: 42,
      requestId: `prt-${PRT_ID}-2`,
      createdAt: '2026-12-08T12:00:00.000Z',
      carrier: 'correios',
      demo: true,
      state: 'posted',
      authorisationCode: '2093417666',
      postBy: '2026-12-18',
      trackingCode: 'LR123456785BR',
      events: EVENTS,
      error: null,
      actions: { issueAgain: false, extend: true, cancel: true },
    },
    {
      id: 41,
      requestId: `prt-${PRT_ID}-1`,
      createdAt: '2026-12-08T11:00:00.000Z',
      carrier: 'correios',
      demo: true,
      state: 'failed',
      authorisationCode: null,
      postBy: null,
      trackingCode: null,
      events: [],
      error: 'Os Correios recusaram a declaração de conteúdo (DCE-009): o item precisa de uma descrição.',
      actions: { issueAgain: false, extend: false, cancel: false },
    },
  ],
});

const CARD_TITLE = { pt: 'Envio pelos Correios', en: 'Sending it back with Correios', es: 'Envío por Correios' };
const PANEL_TITLE = { pt: 'Envio', en: 'Shipping', es: 'Envío' };

async function chooseLanguage(page: Page, language: Language) {
  await page.context().addCookies([{ name: 'portal_lang', value: language, domain: 'localhost', path: '/' }]);
}

/** The whole page, and the part under test alone (a phone's full page is too tall to read at a glance). */
async function shot(page: Page, part: Locator, name: string, projectName: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: `${SHOTS}/${name}-${projectName}.png`, fullPage: true });
  await part.screenshot({ path: `${SHOTS}/${name}-${projectName}-part.png` });
}

for (const language of ['pt', 'en', 'es'] as const) {
  test(`${language}: the shopper's shipping card, unused and then posted`, async ({ page }, testInfo) => {
    let posted = false;
    await page.route(`**/api/returns/protocols/b2c/shipment/${PRT_ID}`, (route) =>
      route.fulfill({ json: shopperAnswer(posted) }),
    );
    await login(page, { email: DEMO.ana.email });
    await chooseLanguage(page, language);
    await page.goto(`/protocol/${PRT_ID}`);
    const card = page.getByTestId('shipping-code');
    await expect(card.getByRole('heading', { name: CARD_TITLE[language] })).toBeVisible(PAGE_READY);
    await expect(card.getByTestId('shipping-code-value')).toHaveText('209 341 7658', PAGE_READY);
    await expect(card.getByRole('img').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, card, `shopper-issued-${language}`, testInfo.project.name);

    posted = true;
    await page.reload();
    await expect(card.getByTestId('shipment-tracking')).toHaveText('LR 123 456 785 BR', PAGE_READY);
    await expect(card.getByTestId('shipment-events').getByRole('listitem')).toHaveCount(2);
    await expectNoAxeViolations(page);
    await shot(page, card, `shopper-posted-${language}`, testInfo.project.name);
  });

  test(`${language}: the console protocol's 'Envio' panel`, async ({ page }, testInfo) => {
    await page.route(`**/api/backoffice/protocols/${PRT_ID}/shipment`, (route) =>
      route.fulfill({ json: consoleAnswer }),
    );
    await chooseLanguage(page, language);
    await signInThroughApi(page, devOperator('admin', 'session'));
    await page.goto(brandUrl(1, `/backoffice/protocols/${PRT_ID}`));
    const panel = page.getByTestId('shipment-panel');
    await expect(panel.getByRole('heading', { name: PANEL_TITLE[language], exact: true })).toBeVisible(PAGE_READY);
    await expect(panel.getByTestId('shipment-error')).toBeVisible(PAGE_READY);
    await expectNoAxeViolations(page);
    await panel.scrollIntoViewIfNeeded();
    await shot(page, panel, `console-${language}`, testInfo.project.name);
  });
}

/**
 * Issue 48's console screens, looked at in three languages at both widths: a brand's 'Envio (Correios)' settings
 * (as loaded, then with every problem shown at once) and the 'Envio' panel of a protocol without an authorisation yet,
 * offering 'Emitir código'. Checked with axe. The panel's read is answered here with contract-valid JSON; everything
 * else is the real server. SHOTS_DIR=<folder> saves a screenshot of each screen there (kept out of git).
 */
import type { Locator, Page } from '@playwright/test';
import { consoleShipmentResponseSchema, type Language } from '@portal/domain';
import { DEMO } from '../../apps/api/src/db/seed/demo-logins';
import { brandUrl, expect, expectNoAxeViolations, PAGE_READY, test } from '../fixtures';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';

const PRT_ID = DEMO.protocols.opened;
const SHOTS = process.env.SHOTS_DIR;

const FORM_TITLE = { pt: /^Envio \(Correios\) de /, en: /^Shipping \(Correios\) of /, es: /^Envío \(Correios\) de / };
const CEP_PROBLEM = {
  pt: 'Informe os 8 dígitos do CEP.',
  en: "Enter the CEP's 8 digits.",
  es: 'Indique los 8 dígitos del CEP.',
};
const ISSUE = { pt: 'Emitir código', en: 'Issue code', es: 'Emitir código' };

async function chooseLanguage(page: Page, language: Language) {
  await page.context().addCookies([{ name: 'portal_lang', value: language, domain: 'localhost', path: '/' }]);
}

async function shot(part: Locator, name: string, projectName: string) {
  if (!SHOTS) return;
  await part.screenshot({ path: `${SHOTS}/${name}-${projectName}.png` });
}

for (const language of ['pt', 'en', 'es'] as const) {
  test(`${language}: a brand's shipping settings, and every problem at once`, async ({ page }, testInfo) => {
    await chooseLanguage(page, language);
    await signInThroughApi(page, devOperator('admin', 'session'));
    await page.goto(brandUrl(1, '/backoffice/settings'));
    const form = page.getByRole('form', { name: FORM_TITLE[language] });
    await expect(form).toBeVisible(PAGE_READY);
    await expectNoAxeViolations(page);
    await shot(form, `settings-shipping-${language}`, testInfo.project.name);

    await form.locator('[data-field="validityDays"]').fill('3');
    await form.locator('[data-field="returnsCentre.name"]').fill('CD Corre');
    await form.locator('[data-field="returnsCentre.cep"]').fill('0131');
    await form.locator('button[type="submit"]').click();
    await expect(form.getByText(CEP_PROBLEM[language])).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(form, `settings-shipping-problems-${language}`, testInfo.project.name);
  });

  test(`${language}: the 'Envio' panel of a protocol without a code yet`, async ({ page }, testInfo) => {
    await page.route(`**/api/backoffice/protocols/${PRT_ID}/shipment`, (route) =>
      route.fulfill({ json: consoleShipmentResponseSchema.parse({ connected: true, shipments: [] }) }),
    );
    await chooseLanguage(page, language);
    await signInThroughApi(page, devOperator('admin', 'session'));
    await page.goto(brandUrl(1, `/backoffice/protocols/${PRT_ID}`));
    const panel = page.getByTestId('shipment-panel');
    await expect(panel.getByRole('button', { name: ISSUE[language] })).toBeVisible(PAGE_READY);
    await expectNoAxeViolations(page);
    await panel.scrollIntoViewIfNeeded();
    await shot(panel, `console-panel-${language}`, testInfo.project.name);
  });
}

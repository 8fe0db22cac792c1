/**
 * 'Meus dados' (issue 28, LGPD) through the real UI: a shopper of her own (created by this spec through the
 * integration API, so no seeded customer is erased) downloads her data as a ZIP, corrects her phone with a code sent
 * to the new number, erases her account with a code, and signing in again is refused with a clear message. Codes are
 * read from the dev outbox; the per-shopper code spacing is cleared through the development-only DELETE
 * /api/dev/throttles between steps instead of being waited out. Desktop project; the page is also checked at 375 px
 * (no sideways scroll, axe); the other languages are unit-tested (apps/web/src/features/privacy).
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import {
  brandUrl,
  clearCodeThrottle,
  expect,
  expectConsoleMessage,
  expectNoAxeViolations,
  PAGE_READY,
  test,
} from '../fixtures';

const INTEGRATION_KEY = 'development-only-integration-key-brand-1';

/** A valid CPF from nine digits (check digits computed). */
function cpfFrom(nine: string): string {
  const digits = nine.split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A customer with one order at brand 1, unique to this run. */
async function createShopper(page: Page) {
  const serial = String(Date.now()).slice(-8);
  const shopper = {
    email: `lgpd.e2e.${serial}@example.com`,
    phone: `(21) 9${serial}`,
    newPhoneDigits: `55219${String(Number(serial) + 1)
      .padStart(8, '0')
      .slice(-8)}`,
    cpf: cpfFrom(`4${serial}`),
  };
  const response = await page.request.put(brandUrl(1, '/api/integration/v1/orders'), {
    headers: { 'X-Api-Key': INTEGRATION_KEY, 'Content-Type': 'application/json' },
    data: {
      orders: [
        {
          orderId: `LGPD-E2E-${serial}`,
          companyCode: 1,
          branchCode: 1,
          paymentType: 6,
          totalCents: 9_990,
          placedAt: new Date(Date.now() - 5 * 86_400_000).toISOString(),
          deliveredAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
          origin: 'eComm',
          marketplace: false,
          reinvoice: false,
          trackingCode: null,
          customer: { cpf: shopper.cpf, name: 'Lia Privacidade', email: shopper.email, phone: shopper.phone },
          lines: [
            {
              invoiceSeq: 1,
              itemSeq: 1,
              invoiceNumber: `9${serial}`,
              productCode: 'LGPD1',
              productName: 'Meia',
              model: 'LGPD',
              sizeCode: 'M',
              size: 'M',
              colour: 'Branca',
              quantity: 1,
              unitPriceCents: 9_990,
              imageUrl: 'https://cdn.example.com/meia.png',
            },
          ],
        },
      ],
    },
  });
  const body = await response.text();
  expect(response.ok(), body).toBe(true);
  expect((JSON.parse(body) as { results: { outcome: string }[] }).results[0]?.outcome, body).toBe('created');
  return shopper;
}

/** The newest code the dev outbox holds for `to` (an e-mail or phone digits). */
async function outboxCode(page: Page, to: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(brandUrl(1, `/api/dev/outbox?to=${encodeURIComponent(to)}`));
      const { messages } = (await response.json()) as { messages: { code?: string | null }[] };
      code = messages.find((message) => message.code)?.code ?? undefined;
      return code;
    })
    .toBeTruthy();
  return code!;
}

test('a shopper downloads her data, corrects her phone with a code, erases her account and cannot sign in again', async ({
  page,
  login,
}) => {
  // Five code round trips and a download: more than the default minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  const shopper = await createShopper(page);
  await login(page, { email: shopper.email }, 1, { shared: false });
  await page.goto(brandUrl(1, '/meus-dados'));
  await expect(page.getByRole('heading', { level: 1, name: 'Meus dados' })).toBeVisible(PAGE_READY);
  await expect(page.getByRole('region', { name: 'Identificação' })).toContainText('Lia Privacidade');
  await expectNoAxeViolations(page);
  // A phone's width: nothing wider than the screen, still accessible.
  const desktop = page.viewportSize();
  await page.setViewportSize({ width: 375, height: 800 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
  if (desktop) await page.setViewportSize(desktop);

  // Download: a fresh code, then a one-time link to the ZIP.
  const exportRegion = page.getByRole('region', { name: 'Baixar meus dados' });
  await exportRegion.getByRole('button', { name: 'Baixar meus dados' }).click();
  await expect(exportRegion.getByText(/Enviamos um código/)).toBeVisible();
  await exportRegion.getByLabel(/Código recebido/).fill(await outboxCode(page, shopper.email));
  await exportRegion.getByRole('button', { name: 'Preparar arquivo' }).click();
  const downloading = page.waitForEvent('download');
  await exportRegion.getByRole('link', { name: 'Baixar arquivo ZIP' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('meus-dados.zip');
  const zip = readFileSync(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.toString('latin1')).toContain(shopper.email);

  // Phone: the code goes to the new number and only then replaces the old one.
  await clearCodeThrottle(page, 1, null);
  const contacts = page.getByRole('region', { name: 'Contatos' });
  await contacts.getByRole('button', { name: 'Alterar telefone' }).click();
  await contacts.getByLabel('Novo telefone').fill(shopper.newPhoneDigits.slice(2));
  await contacts.getByRole('button', { name: 'Enviar código para o novo contato' }).click();
  await expect(contacts.getByText(/Enviamos um código/)).toBeVisible();
  await contacts.getByLabel(/Código recebido/).fill(await outboxCode(page, shopper.newPhoneDigits));
  await contacts.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(contacts.getByText('Contato alterado.')).toBeVisible();
  await expect(contacts).toContainText(shopper.newPhoneDigits.slice(-4));

  // Erasure: explained, confirmed with a code; the session ends.
  await clearCodeThrottle(page, 1, null);
  const erasure = page.getByRole('region', { name: 'Apagar meus dados' });
  await expect(erasure).toContainText('5 anos');
  await erasure.getByRole('button', { name: 'Apagar meus dados' }).click();
  await expect(erasure.getByText(/Enviamos um código/)).toBeVisible();
  await erasure.getByLabel(/Código recebido/).fill(await outboxCode(page, shopper.email));
  await erasure.getByRole('button', { name: 'Confirmar: apagar meus dados' }).click();
  // The session ends on a confirmation of what was erased (issue 46), and its link leads to the sign-in.
  await expect(page.getByRole('heading', { level: 1, name: 'Seus dados foram apagados' })).toBeVisible(PAGE_READY);
  await expect(page).toHaveURL(/\/logout/);
  await page.getByRole('link', { name: 'Ir para a página de entrada' }).click();
  await expect(page).toHaveURL(/\/login/, PAGE_READY);

  // Signing in again: refused, saying why.
  await clearCodeThrottle(page, 1, null);
  await page.getByRole('button', { name: 'Entrar sem cadastro' }).click();
  const quick = page.getByRole('dialog', { name: 'Acesso rápido' });
  await quick.getByRole('textbox', { name: /E-mail/ }).fill(shopper.email);
  await quick.getByRole('checkbox', { name: /Li e aceito/ }).check();
  expectConsoleMessage(/status of 422/, 'the code request of an erased account is refused');
  await quick.getByRole('button', { name: 'Enviar código' }).click();
  await expect(page.getByText(/Os dados desta conta foram apagados/).first()).toBeVisible();
});

/** The subjects the dev outbox holds for `to`, newest first. */
async function outboxSubjects(page: Page, to: string): Promise<string[]> {
  const response = await page.request.get(brandUrl(1, `/api/dev/outbox?to=${encodeURIComponent(to)}`));
  const { messages } = (await response.json()) as { messages: { subject: string }[] };
  return messages.map((message) => message.subject);
}

test('after an e-mail change the old address is told, and the export and erasure codes go to the new one (issue 46)', async ({
  page,
  login,
}) => {
  const shopper = await createShopper(page);
  const newEmail = shopper.email.replace('lgpd.e2e.', 'lgpd.nova.');
  await login(page, { email: shopper.email }, 1, { shared: false });
  await page.goto(brandUrl(1, '/meus-dados'));
  const contacts = page.getByRole('region', { name: 'Contatos' });
  await contacts.getByRole('button', { name: 'Alterar e-mail' }).click(PAGE_READY);
  await contacts.getByLabel('Novo e-mail').fill(newEmail);
  await clearCodeThrottle(page, 1, null);
  await contacts.getByRole('button', { name: 'Enviar código para o novo contato' }).click();
  await contacts.getByLabel(/Código recebido/).fill(await outboxCode(page, newEmail));
  await contacts.getByRole('button', { name: 'Confirmar alteração' }).click();
  await expect(contacts.getByText('Contato alterado.')).toBeVisible();
  // The replaced address gets the notice (the outbox drain sends it after the change commits).
  await expect
    .poll(async () =>
      (await outboxSubjects(page, shopper.email)).some((s) => s.endsWith('seu e-mail de contato foi alterado')),
    )
    .toBe(true);
  const toOld = (await outboxSubjects(page, shopper.email)).length;
  const toNew = (await outboxSubjects(page, newEmail)).length;

  for (const region of ['Baixar meus dados', 'Apagar meus dados']) {
    await clearCodeThrottle(page, 1, null);
    const part = page.getByRole('region', { name: region });
    await part.getByRole('button', { name: region }).click();
    await expect(part.getByText(/Enviamos um código/)).toBeVisible();
  }
  // Both codes went to the new address; nothing more reached the old one.
  await expect.poll(async () => (await outboxSubjects(page, newEmail)).length).toBe(toNew + 2);
  expect(await outboxSubjects(page, shopper.email)).toHaveLength(toOld);
});

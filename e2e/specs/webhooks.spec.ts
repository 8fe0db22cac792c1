/**
 * Back office, webhooks (issue 26): the development admin opens /backoffice/webhooks, adds a subscription to a
 * receiver this spec runs on 127.0.0.1 (allowed outside production), sees its secret once, sends a test event that
 * arrives signed with that secret, and finds the attempt in the subscription's delivery log. axe on each state.
 * Desktop only: the page's narrow layout is its tables' scroll containers, covered by the unit test's structure.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { formatDateTime } from '@portal/domain';
import type { AddressInfo } from 'node:net';
import { brandUrl, expect, expectNoAxeViolations, PAGE_READY, test, ONLY_AT } from '../fixtures';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** '07/12/2026 20:07': the domain's São Paulo wall time, as the log writes it. */
const saoPauloMinute = (at: number) => formatDateTime(new Date(at));

// A desktop journey, in a browser set to UTC: the delivery log must still read São Paulo time (issue 46, Medium 5).
test.describe('Back office: webhooks', ONLY_AT.desktop, () => {
  test.use({ timezoneId: 'UTC' });
  test('an admin adds a webhook, keeps its secret, and a test event arrives signed with it', async ({ page }) => {
    const received: Received[] = [];
    const receiver = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(200, { 'content-type': 'text/plain' }).end('recebido');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
    try {
      await signInThroughApi(page, devOperator('admin', 'session'));
      await page.goto(brandUrl(1, '/backoffice/webhooks'));
      await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible(PAGE_READY);
      await expect(page.getByRole('link', { name: 'Webhooks' })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);

      await page.getByRole('textbox', { name: /^Endereço \(URL\)/ }).fill(url);
      await page.getByRole('button', { name: 'Adicionar webhook' }).click();
      const secret = (await page.getByLabel('Segredo de assinatura').textContent(PAGE_READY))!.trim();
      expect(secret).toMatch(/^whsec_/);
      await expect(
        page.getByText('Copie o segredo agora: ele não será mostrado de novo.', { exact: false }),
      ).toBeVisible();
      await expectNoAxeViolations(page);

      const table = page.getByRole('table', { name: 'Webhooks das suas marcas' });
      const sentFrom = Date.now();
      await table
        .getByRole('button', { name: `Enviar teste — ${url}` })
        .last()
        .click();
      await expect(page.getByText(/^Teste enviado: o receptor respondeu 200 em \d+ ms\.$/)).toBeVisible(PAGE_READY);
      const sentBy = Date.now();
      const test = received.find((entry) => entry.headers['x-portal-event'] === 'webhook.test');
      expect(test).toBeDefined();
      const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(test!.headers['x-portal-signature'])) ?? [];
      expect(createHmac('sha256', secret).update(`${t}.${test!.body}`).digest('hex')).toBe(v1);

      await table
        .getByRole('button', { name: `Entregas — ${url}` })
        .last()
        .click();
      const log = page.getByRole('table', { name: `Entregas para ${url}` });
      await expect(log.getByRole('row').nth(1)).toContainText('webhook.test', PAGE_READY);
      await expect(log.getByRole('row').nth(1)).toContainText('recebido');
      const minutes = [...new Set([saoPauloMinute(sentFrom), saoPauloMinute(sentBy)])];
      await expect(log.getByRole('row').nth(1)).toContainText(new RegExp(minutes.join('|')));
      await expectNoAxeViolations(page);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

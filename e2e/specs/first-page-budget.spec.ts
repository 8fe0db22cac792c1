/**
 * The first-page budget measured in the browser: what Chromium really downloads to show /login must stay within the
 * budget of bench/web-budget.ts, and that script's static reading of the build must not miss any file the browser
 * loads (otherwise its figures would be too kind).
 *
 * "The first page" is what the page needs to show itself. Chunks the app fetches afterwards, when the browser is
 * idle (the login dialogs are prefetched through requestIdleCallback), are not part of it: idle callbacks are held
 * back here so the measurement does not depend on how quickly the machine goes idle.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CSS_BUDGET_BYTES, JS_BUDGET_BYTES, measureFirstPage } from '../../bench/web-budget';
import { expect, test } from '../fixtures';

const distDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

test('the login page stays within the JavaScript and CSS budget', async ({ page }) => {
  const loaded = new Map<string, { kind: 'js' | 'css'; gzipBytes: number }>();
  const encodings = new Map<string, string>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        const file = new URL(response.url()).pathname.replace(/^\//, '');
        // The build leaves files under 1 kB as they are (compressing them saves less than it costs).
        if (body.length >= 1024) encodings.set(file, response.headers()['content-encoding'] ?? 'none');
        loaded.set(file, { kind: type === 'script' ? 'js' : 'css', gzipBytes: gzipSync(body).length });
      }),
    );
  });

  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
    window.cancelIdleCallback = () => undefined;
  });
  await page.goto('/login', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await Promise.all(pending);

  const files = [...loaded.entries()]
    .sort(([, a], [, b]) => b.gzipBytes - a.gzipBytes)
    .map(([file, { gzipBytes }]) => `${file} ${(gzipBytes / 1000).toFixed(1)} kB`)
    .join(', ');
  const sum = (kind: 'js' | 'css') =>
    [...loaded.values()].filter((f) => f.kind === kind).reduce((total, f) => total + f.gzipBytes, 0);
  expect(sum('js'), `JavaScript downloaded for /login, gzip bytes (${files})`).toBeLessThanOrEqual(JS_BUDGET_BYTES);
  expect(sum('css'), `CSS downloaded for /login, gzip bytes (${files})`).toBeLessThanOrEqual(CSS_BUDGET_BYTES);

  // The budget counts gzip bytes: the server must really send compressed copies (the build writes .br and .gz
  // beside every text asset of 1 kB or more).
  const uncompressed = [...encodings].filter(([, encoding]) => encoding !== 'br' && encoding !== 'gzip');
  expect(uncompressed, 'scripts and stylesheets the server sent without compression').toEqual([]);

  const measured = new Set(measureFirstPage(distDir).files.map((f) => f.file));
  const missed = [...loaded.keys()].filter((file) => !measured.has(file));
  expect(missed, 'files the browser loaded that bench/web-budget.ts does not count').toEqual([]);
});

/**
 * The accessibility check every spec relies on (fixtures.ts `expectNoAxeViolations`) must find what it exists to find:
 * it runs axe inside the page, injected once per document, so a check that silently ran no rule would pass every
 * screen. A page with known violations must fail it, the same page fixed must pass, and an excluded part is left out.
 */
import { expect, expectNoAxeViolations, test } from '../fixtures';

const BROKEN = `<!doctype html><html lang="pt-BR"><head><title>Teste</title></head><body><main>
  <h1>Teste</h1>
  <button style="min-width: 48px; min-height: 48px"></button>
  <div id="widget"><input type="text"></div>
</main></body></html>`;

test('the axe check fails a page with violations, passes it fixed, and leaves out what is excluded', async ({
  page,
}) => {
  await page.setContent(BROKEN);
  const failure = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(failure).toContain('button-name');
  expect(failure).toContain('label');

  // A second check on the same document reuses the injected axe and still sees what changed.
  await page.evaluate(() => {
    document.querySelector('button')!.textContent = 'Enviar';
  });
  const second = await expectNoAxeViolations(page).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(second).not.toContain('button-name');
  expect(second).toContain('label');

  await expectNoAxeViolations(page, { exclude: ['#widget'] });
});

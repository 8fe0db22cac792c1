/**
 * The console's failed jobs (issue 47, ADR 0089): an admin reaches them from the header, in each language, and the
 * page passes axe; an agent has no such link. A fresh server has no job given up, so the page says so (the list and
 * 'try again' are held by failed-jobs-page.test.tsx against the API's answers, and jobs/console-routes.test.ts).
 */
import { brandUrl, expect, expectNoAxeViolations, PAGE_READY, test } from '../fixtures';
import { devOperator, signInThroughApi } from '../support/operator-sign-in';

const TEXTS = {
  pt: { link: 'Tarefas', title: 'Tarefas com falha', empty: 'Nenhuma tarefa com falha.' },
  en: { link: 'Jobs', title: 'Failed jobs', empty: 'No failed jobs.' },
  es: { link: 'Tareas', title: 'Tareas con fallo', empty: 'Ninguna tarea con fallo.' },
} as const;

test('an admin opens the failed jobs from the header in pt, en and es', async ({ page }) => {
  await signInThroughApi(page, devOperator('admin', 'session'), { shared: true });
  for (const language of ['pt', 'en', 'es'] as const) {
    const text = TEXTS[language];
    await page.goto(brandUrl(1, '/backoffice'));
    // The console's own language field, in the header (it reads 'Idioma' or 'Language' in the language it is in).
    // The console's chunks may still be loading on a busy machine (CI saw 'Loading…' past 15 s): wait as pages do.
    const languageField = page.getByRole('combobox', { name: /^(Idioma|Language)$/ });
    await expect(languageField).toBeVisible(PAGE_READY);
    await languageField.selectOption(language);
    await page.getByRole('link', { name: text.link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible(PAGE_READY);
    await expect(page.getByText(text.empty)).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

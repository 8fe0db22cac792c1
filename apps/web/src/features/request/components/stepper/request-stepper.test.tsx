import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../../test/render-ui';
import { i18n, i18nReady } from '../../../../lib/i18n';
import { RequestStepper } from './request-stepper';

async function renderStepper(language: 'pt' | 'en' | 'es') {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('request');
  const t = i18n.getFixedT(language, 'request');
  const steps = ['item', 'documents', 'address', 'confirmation'].map((key) => ({ key, label: t(`steps.${key}`) }));
  const view = await renderUi(<RequestStepper steps={steps} active={1} />, { language });
  return within(view.container).getByRole('navigation');
}

// WCAG 2.5.3 label in name (axe 'label-content-name-mismatch'): a step shows its number (a check once done)
// and its label ('2 Documentos'), so its accessible name starts with both; the state follows for screen readers.
describe('RequestStepper', () => {
  it.each([
    ['pt', ['Item (concluída)', '2 Documentos (etapa atual)', '3 Endereço (a seguir)', '4 Confirmação (a seguir)']],
    ['en', ['Item (done)', '2 Documents (current step)', '3 Address (next)', '4 Confirmation (next)']],
    [
      'es',
      ['Artículo (completada)', '2 Documentos (etapa actual)', '3 Dirección (siguiente)', '4 Confirmación (siguiente)'],
    ],
  ] as const)('in %s names each step with the text it shows', async (language, names) => {
    const nav = await renderStepper(language);
    const buttons = within(nav).getAllByRole('button');
    // Named by their content: no aria-label, so axe's label-in-name rule has nothing to mismatch (it read an
    // aria-label '2 Documentos (etapa atual)' against the visible text '2Documentos' and failed).
    for (const button of buttons) expect(button).not.toHaveAttribute('aria-label');
    for (const name of names) expect(within(nav).getByRole('button', { name })).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: names[1] })).toHaveAttribute('aria-current', 'step');
  });
});

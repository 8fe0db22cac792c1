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

// WCAG 2.5.3 label in name (axe 'label-content-name-mismatch'): a step shows its number and its label ('2
// Documentos'), so its accessible name starts with both; the state follows for screen readers.
describe('RequestStepper', () => {
  it.each([
    ['pt', ['1 Item (concluída)', '2 Documentos (etapa atual)', '3 Endereço (a seguir)', '4 Confirmação (a seguir)']],
    ['en', ['1 Item (done)', '2 Documents (current step)', '3 Address (next)', '4 Confirmation (next)']],
    [
      'es',
      [
        '1 Artículo (completada)',
        '2 Documentos (etapa actual)',
        '3 Dirección (siguiente)',
        '4 Confirmación (siguiente)',
      ],
    ],
  ] as const)('in %s names each step with the text it shows', async (language, names) => {
    const nav = await renderStepper(language);
    const buttons = within(nav).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(names);
    const current = within(nav).getByRole('button', { name: names[1] });
    expect(current).toHaveAttribute('aria-current', 'step');
    // Whatever is visible in a step (its number, unless done, and its label) is part of its name.
    for (const button of buttons) {
      const visible = (button.textContent ?? '').replace(/\s+/g, '');
      const name = (button.getAttribute('aria-label') ?? '').replace(/\s+/g, '');
      expect(name).toContain(visible);
    }
  });
});

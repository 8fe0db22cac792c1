import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../../test/render-ui';
import { SelectionBadge } from './selection-badge';

// WCAG 2.5.3 label in name (axe 'label-content-name-mismatch'): the badge shows the count, so its accessible name
// must contain that count; a voice user says "click 0" to open the selection.
describe('SelectionBadge', () => {
  it.each([
    ['pt', '0 itens selecionados: abrir solicitações'],
    ['en', '0 items selected: open requests'],
    ['es', '0 artículos seleccionados: abrir solicitudes'],
  ] as const)('in %s, with nothing selected, is named after the 0 it shows', async (language, name) => {
    await renderUi(<SelectionBadge />, { language });
    const badge = await screen.findByRole('button', { name });
    expect(badge).toHaveTextContent(/^0$/);
    expect(badge.getAttribute('aria-label')).toContain(badge.textContent);
  });
});

/**
 * Issue 23, ADR 0032: the coupon's campaign shows as the brand names it in the page's language, and its own pt name
 * on an en/es page is marked lang="pt-BR" (and translate="no") so a screen reader reads it as Portuguese.
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_USER } from '../../../test/render-app';
import { renderFeature } from '../../../test/render-feature';
import { coupon } from '../test/fixtures';
import { CouponsTable } from './coupons-table';

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

async function renderTable(language: 'pt' | 'en' | 'es', coupons = [coupon()]) {
  const view = await renderFeature(<CouponsTable coupons={coupons} />, {
    path: '/carteira',
    language,
    namespaces: ['wallet'],
    user: TEST_USER,
  });
  cleanup = view.cleanup;
}

describe('CouponsTable campaign names (issue 23)', () => {
  it("shows the brand's en campaign name as page text on an en page", async () => {
    await renderTable('en', [coupon({ TIC_CAMPANHA_SHOWN: { text: 'Rewarded Exchange', lang: 'en' } })]);
    const name = await screen.findByText('Rewarded Exchange');
    expect(name.closest('[lang]')?.getAttribute('lang')).not.toBe('pt-BR');
    expect(screen.queryByText('Troca Premiada')).toBeNull();
  });

  it('marks the stored pt name on an es page where the brand gives no es name', async () => {
    await renderTable('es', [coupon({ TIC_CAMPANHA_SHOWN: { text: 'Troca Premiada', lang: 'pt' } })]);
    const name = await screen.findByText('Troca Premiada');
    expect(name).toHaveAttribute('lang', 'pt-BR');
    expect(name).toHaveAttribute('translate', 'no');
  });
});

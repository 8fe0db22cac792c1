/**
 * Issue 23, ADR 0032: the card shows product and colour names as the brand gives them in the page's language, and
 * marks a name in another language (the brand's own pt name on an en page) with its `lang`, so a screen reader reads
 * it with the right voice, and `translate="no"`.
 */
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { catalog as makeCatalog, line as makeLine } from '../test/fixtures';
import { renderOrders } from '../test/render-orders';
import { OrderCard } from './order-card';

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
});

const LINE = makeLine({
  PRO_NOME_SHOWN: { text: 'Veloz Running Shoe', lang: 'en' },
  COR_NOME_SHOWN: { text: 'Azul Royal', lang: 'pt' },
});

async function renderCard(language: 'pt' | 'en' | 'es', line = LINE) {
  const view = await renderOrders(
    <OrderCard line={line} catalog={makeCatalog()} identity="a" selected={false} onSubmit={() => {}} />,
    { language },
  );
  cleanup = view.cleanup;
  return screen.getByTestId('order-card');
}

describe('OrderCard names (issue 23)', () => {
  it('shows the brand’s en name as page text, and its pt colour marked lang="pt-BR"', async () => {
    const card = await renderCard('en');
    const title = within(card).getByRole('heading', { level: 3 });
    expect(title).toHaveTextContent('Veloz Running Shoe');
    expect(title.querySelector('[lang]')).toBeNull();
    const colour = within(card).getByText('Azul Royal');
    expect(colour).toHaveAttribute('lang', 'pt-BR');
    expect(colour).toHaveAttribute('translate', 'no');
    expect(within(card).getByRole('img')).toHaveAccessibleName(/Veloz Running Shoe/);
  });

  it('marks the stored name as pt when the answer has no shown name (an older answer) on an es page', async () => {
    const card = await renderCard('es', makeLine());
    const name = within(within(card).getByRole('heading', { level: 3 })).getByText('Tênis de Corrida Veloz');
    expect(name).toHaveAttribute('lang', 'pt-BR');
  });

  it('marks nothing on a pt page', async () => {
    const card = await renderCard('pt', makeLine());
    expect(card.querySelector('[lang]')).toBeNull();
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent('Tênis de Corrida Veloz');
  });
});

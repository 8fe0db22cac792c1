import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { writeSelection, type StoredItem } from '../../../lib/selection-storage';
import { closeSidebar, openSidebar } from '../lib/sidebar-store';
import { renderOrders, TEST_EMAIL } from '../test/render-orders';
import SelectionSidebar from './selection-sidebar';

let cleanupView: (() => void) | null = null;
afterEach(() => {
  act(() => closeSidebar());
  cleanupView?.();
  cleanupView = null;
  writeSelection(TEST_EMAIL, []);
});

async function openWith(items: StoredItem[]) {
  writeSelection(TEST_EMAIL, items);
  const view = await renderOrders(<SelectionSidebar />);
  cleanupView = view.cleanup;
  act(() => openSidebar());
  return screen.findByTestId('selection-sidebar');
}

describe('SelectionSidebar', () => {
  it("offers to choose products, not to add 'more', when nothing is selected (issue 23)", async () => {
    const sidebar = await openWith([]);
    expect(await within(sidebar).findByText(/Nenhum item selecionado/)).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Escolher produtos' })).toBeInTheDocument();
    expect(within(sidebar).queryByRole('button', { name: 'Adicionar mais produtos' })).toBeNull();
  });

  it('offers to add more products once one is selected', async () => {
    const sidebar = await openWith([{ UNIQUE_KEY: 'k1', produtoNome: 'Tênis de Corrida Veloz' } as StoredItem]);
    expect(await within(sidebar).findByText('Tênis de Corrida Veloz')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Adicionar mais produtos' })).toBeInTheDocument();
  });
});

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

  it('names the refund, not the voucher, after the shopper declined it (issue 46)', async () => {
    const offered = {
      UNIQUE_KEY: 'k2',
      produtoNome: 'Legging Compressão',
      desejoNome: 'Vale-compras com bônus em vez do estorno',
      motivoGatilho: 'C',
      estorno: true,
    } as const;
    const sidebar = await openWith([{ ...offered, prt_sit_bonus: 'N', isPaymentReversal: true }]);
    expect(await within(sidebar).findByText('Estorno do valor pago')).toBeInTheDocument();
    expect(within(sidebar).queryByText(/Vale-compras com bônus/)).toBeNull();
  });

  it('keeps the voucher desire name when the voucher was taken', async () => {
    const sidebar = await openWith([
      {
        UNIQUE_KEY: 'k3',
        produtoNome: 'Legging Compressão',
        desejoNome: 'Vale-compras com bônus em vez do estorno',
        motivoGatilho: 'C',
        estorno: true,
        prt_sit_bonus: 'S',
        produtoValor: 18990,
        prt_valor_bonus: 1899,
      },
    ]);
    expect(await within(sidebar).findByText('Vale-compras com bônus em vez do estorno')).toBeInTheDocument();
  });
});

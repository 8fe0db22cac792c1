import { useMemo } from 'react';
import { isCpfLocked, type SelectedItem } from '@portal/domain';
import type { SessionUser } from '../../../lib/session';
import { useConsumer } from '../api/get-consumer';
import { useOrders } from '../api/get-orders';
import { isReversalRequest } from '../lib/build-payload';
import { bankPrefill, buyerPrefill, pickPrefillOrder, type BuyerPrefill } from '../lib/buyer-prefill';

export interface BuyerPrefillState {
  /** null while the orders (and, for a reversal, the consumer record) load. */
  prefill: BuyerPrefill | null;
  cpfLocked: boolean;
}

/**
 * First values of the buyer-data step (spec §4): the orders' customer fields or the session user, plus the bank data
 * of a reversal. A failed load (already reported by its toast) falls back to the session user.
 */
export function useBuyerPrefill(
  user: SessionUser | null,
  identity: string | null,
  items: readonly SelectedItem[],
  ecommerce: boolean,
): BuyerPrefillState {
  const reversal = isReversalRequest(items);
  const orders = useOrders(items.length > 0);
  const consumer = useConsumer(identity, reversal);
  const waiting = orders.isPending || (reversal && !!identity && consumer.isPending);

  const prefill = useMemo(() => {
    if (waiting) return null;
    const order = pickPrefillOrder(orders.data ?? [], items, ecommerce);
    const base = buyerPrefill(user, order);
    const bank = reversal ? bankPrefill(items, consumer.data) : base.values;
    return {
      ...base,
      values: {
        ...base.values,
        ban_codigo: bank.ban_codigo,
        cli_agencia: bank.cli_agencia,
        cli_conta: bank.cli_conta,
        cli_chavepix: bank.cli_chavepix,
      },
    };
  }, [waiting, orders.data, consumer.data, items, ecommerce, user, reversal]);

  return { prefill, cpfLocked: prefill !== null && isCpfLocked(prefill.values.cpf) };
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';
import { readList } from '../../../lib/read-list';

export interface Bonus {
  BON_CODIGO: number;
  /** Whole percent. */
  BON_PERCENTUAL: number;
}

/** GET /returns/bonus?bonCodigo: the bonus of a voucher-offer desire; null when it is not (or no longer) active. */
export async function getBonus(bonusCode: number, signal?: AbortSignal): Promise<Bonus | null> {
  const body = await apiRequest<unknown>('/returns/bonus', { query: { bonCodigo: bonusCode }, signal });
  const bonus = readList<Bonus>(body, 'bonus', 'GET /returns/bonus').find((entry) => entry.BON_CODIGO === bonusCode);
  return bonus && Number.isFinite(bonus.BON_PERCENTUAL) && bonus.BON_PERCENTUAL >= 0 ? bonus : null;
}

export const bonusQueryOptions = (bonusCode: number) =>
  queryOptions({ queryKey: ordersKeys.bonus(bonusCode), queryFn: ({ signal }) => getBonus(bonusCode, signal) });

/** Loads only for a chosen voucher-offer desire that names its bonus. */
export function useBonus(bonusCode: number | null | undefined) {
  return useQuery({ ...bonusQueryOptions(bonusCode ?? 0), enabled: typeof bonusCode === 'number' });
}

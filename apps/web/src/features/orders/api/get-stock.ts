import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Language, OrderLine, StockVariant } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import { ordersKeys } from './query-keys';
import { readList } from '../../../lib/read-list';
import { useLanguage } from './use-language';

export type StockLineInput = Pick<OrderLine, 'PRO_CODIGO' | 'PRO_MODELO' | 'GRA_TAMANHO' | 'COR_NOME'>;

/**
 * POST /returns/protocols/product/balance/b2c: the variants of the line's model with their stock. Silent: a failure
 * is shown by the card's own stock alert and retried (spec §4, §8), not by a toast per attempt.
 */
export async function getStock(line: StockLineInput, signal?: AbortSignal): Promise<StockVariant[]> {
  const body = await apiRequest<unknown>('/returns/protocols/product/balance/b2c', {
    method: 'POST',
    body: {
      pro_codigo: line.PRO_CODIGO,
      gra_tamanho: line.GRA_TAMANHO,
      cor_nome: line.COR_NOME,
      pro_modelo: line.PRO_MODELO,
    },
    signal,
    silent: true,
  });
  return readList<StockVariant>(body, 'productBalance', 'POST /returns/protocols/product/balance/b2c');
}

export const stockQueryOptions = (line: StockLineInput, language: Language) =>
  queryOptions({
    queryKey: ordersKeys.stock(line.PRO_CODIGO, line.PRO_MODELO, language),
    queryFn: ({ signal }) => getStock(line, signal),
  });

/** Loads only while `enabled` (a reason whose desires change size or colour is chosen). */
export function useStock(line: StockLineInput, enabled: boolean) {
  // Colour names follow the language (ADR 0032); the old language's variants stay while the new ones load.
  return useQuery({ ...stockQueryOptions(line, useLanguage()), enabled, placeholderData: keepPreviousData });
}

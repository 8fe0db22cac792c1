import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { walletStatementResponseSchema, type Language, type WalletStatementResponse } from '@portal/domain';
import { apiRequest } from '../../../lib/api-client';
import type { StatementFilters } from '../lib/statement-filters';
import { useLanguage } from './use-language';
import { walletKeys } from './wallet-keys';

/** GET /returns/wallet/b2c: one page of movements, newest first, with the statement filters (spec §7). */
export async function getStatementPage(
  filters: StatementFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<WalletStatementResponse> {
  const body = await apiRequest<unknown>('/returns/wallet/b2c', {
    query: {
      dt_inicial: filters.from,
      dt_final: filters.to,
      prt_id: filters.protocol,
      ped_codigo: filters.order,
      cursor,
    },
    signal,
  });
  return walletStatementResponseSchema.parse(body);
}

export const statementQueryOptions = (filters: StatementFilters, language: Language) =>
  infiniteQueryOptions({
    queryKey: walletKeys.statement(filters, language),
    queryFn: ({ pageParam, signal }) => getStatementPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The statement, page by page ('load more' asks for the next, older page). */
export function useStatement(filters: StatementFilters) {
  return useInfiniteQuery(statementQueryOptions(filters, useLanguage()));
}

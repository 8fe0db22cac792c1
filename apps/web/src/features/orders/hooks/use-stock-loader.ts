import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialStockRetryState, stockRetryState, type StockVariant } from '@portal/domain';
import { useStock, type StockLineInput } from '../api/get-stock';

export interface StockLoader {
  variants: StockVariant[] | undefined;
  /** loading / loaded / error (a retry is scheduled) / gaveUp (no more retries until `restart`). */
  status: 'idle' | 'loading' | 'loaded' | 'error' | 'gaveUp';
  /** The failure message, while it is to be shown (STOCK_ERROR_ALERT_MS after each failure). */
  errorMessage: string | null;
  /** Starts a fresh round of attempts (choosing the reason again, or the shopper's 'try again'). */
  restart: () => void;
}

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : String(error);
}

/**
 * Spec §4: the stock of the line's model, loaded while `enabled`. A failure shows its message for a while and the load
 * retries later; after more than a few failures in a row it stops until restarted. The timing is the domain's
 * `stockRetryState`; this hook only sets the timers it asks for.
 */
export function useStockLoader(line: StockLineInput, enabled: boolean): StockLoader {
  const query = useStock(line, enabled);
  const [retry, dispatch] = useReducer(stockRetryState, initialStockRetryState);
  const { refetch } = query;

  const fetching = query.fetchStatus === 'fetching';
  useEffect(() => {
    if (fetching) dispatch({ type: 'loadStarted' });
  }, [fetching]);

  useEffect(() => {
    if (query.dataUpdatedAt > 0 && query.status === 'success') dispatch({ type: 'loadSucceeded' });
  }, [query.dataUpdatedAt, query.status]);

  // errorUpdatedAt changes once per failed attempt, also when two attempts fail with the same message.
  const lastError = useRef(0);
  useEffect(() => {
    if (query.errorUpdatedAt === 0 || query.errorUpdatedAt === lastError.current || !query.error) return;
    lastError.current = query.errorUpdatedAt;
    dispatch({ type: 'loadFailed', message: messageOf(query.error), at: Date.now() });
  }, [query.errorUpdatedAt, query.error]);

  useEffect(() => {
    if (retry.status !== 'error' || retry.retryAt === null || !enabled) return;
    const timer = setTimeout(() => void refetch(), Math.max(0, retry.retryAt - Date.now()));
    return () => clearTimeout(timer);
  }, [retry.status, retry.retryAt, enabled, refetch]);

  useEffect(() => {
    if (retry.errorVisibleUntil === null) return;
    const timer = setTimeout(
      () => dispatch({ type: 'errorHidden' }),
      Math.max(0, retry.errorVisibleUntil - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [retry.errorVisibleUntil]);

  const restart = useCallback(() => {
    dispatch({ type: 'reset' });
    if (enabled) void refetch();
  }, [enabled, refetch]);

  // Stock already loaded stays shown while a new attempt runs; only a line never loaded waits or shows the failure.
  const status: StockLoader['status'] = !enabled
    ? 'idle'
    : query.data !== undefined
      ? 'loaded'
      : retry.status === 'error' || retry.status === 'gaveUp'
        ? retry.status
        : 'loading';

  return { variants: query.data, status, errorMessage: retry.errorMessage, restart };
}

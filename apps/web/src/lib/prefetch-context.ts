import type { QueryClient } from '@tanstack/react-query';
import type { Language } from '@portal/domain';

/**
 * What a page's prefetch module gets to start its first queries (app/route-preload.ts runs them). Shared here, not in
 * app/, because the features' prefetch modules take it and features do not import app/.
 */
export interface PrefetchContext {
  queryClient: QueryClient;
  brandId: number;
  language: Language;
}

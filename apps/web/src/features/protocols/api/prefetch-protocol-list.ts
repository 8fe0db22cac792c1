import type { PrefetchContext } from '../../../lib/prefetch-context';
import { protocolsQueryOptions } from './get-protocols';

/**
 * The protocol list's query, the one its hook makes: started as soon as the session is known, and run by the server
 * render so the page arrives with the shopper's protocols (ADR 0024).
 */
export function prefetch({ queryClient, language }: PrefetchContext) {
  void queryClient.prefetchQuery(protocolsQueryOptions(language));
}

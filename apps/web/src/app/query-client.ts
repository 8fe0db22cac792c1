import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Every failed call already shows its toast (spec §8); silent retries would repeat it. Features opt in.
        retry: false,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}

/** Drops everything cached for the signed-in shopper; the brand belongs to the host and stays. */
export function clearUserQueries(queryClient: QueryClient): void {
  queryClient.cancelQueries({ predicate: (query) => query.queryKey[0] !== 'brand' }).catch(() => undefined);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'brand' });
}

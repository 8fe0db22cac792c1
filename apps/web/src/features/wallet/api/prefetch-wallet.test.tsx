import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../../lib/i18n';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { NO_FILTERS } from '../lib/statement-filters';
import { walletApi, walletApiState } from '../test/fixtures';
import { useCoupons } from './get-coupons';
import { useStatement } from './get-statement';
import { useWalletMessages } from './get-wallet-messages';
import { useWalletTotals } from './get-wallet-totals';
import { prefetch } from './prefetch-wallet';

let server: TestServer;
const state = walletApiState();

beforeAll(async () => {
  server = await startTestServer(walletApi(() => state));
});
afterAll(() => server.close());

/** Reads the wallet page's first queries through the hooks the page itself uses. */
function WalletQueries() {
  useWalletTotals();
  useCoupons();
  useWalletMessages(1);
  useStatement(NO_FILTERS);
  return null;
}

describe("the wallet's prefetch", () => {
  it('fills the very cache entries the page reads, the statement included: the page then makes no call', async () => {
    await i18nReady;
    await i18n.changeLanguage('pt');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    prefetch({ queryClient, brandId: 1, language: 'pt' });
    await new Promise<void>((resolve) => {
      const stop = queryClient.getQueryCache().subscribe(() => {
        if (queryClient.isFetching() > 0) return;
        stop();
        resolve();
      });
    });
    const paths = server.requests.map((request) => request.url.split('?')[0]).sort();
    expect(paths).toEqual([
      '/api/returns/settings/b2c',
      '/api/returns/wallet/b2c',
      '/api/returns/wallet/b2c/coupons',
      '/api/returns/wallet/b2c/total',
    ]);

    const before = server.requests.length;
    const view = render(
      <QueryClientProvider client={queryClient}>
        <WalletQueries />
      </QueryClientProvider>,
    );
    // A hook whose entry were missing or stale would have started its fetch on mount (render flushes the effects).
    expect(queryClient.isFetching()).toBe(0);
    expect(server.requests.length).toBe(before);
    view.unmount();
    queryClient.clear();
  });
});

import { render, waitFor } from '@testing-library/react';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../../lib/i18n';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { serializeServerState, type ServerRenderState } from '../../../lib/server-state';
import { DESIRES, REASONS, SETTINGS, SUB_REASONS } from '../test/fixtures';
import { useDesireRuleNames } from './get-desire-rule-names';
import { useDesires } from './get-desires';
import { useOrders } from './get-orders';
import { useReasons } from './get-reasons';
import { useSettings } from './get-settings';
import { useSubReasons } from './get-sub-reasons';
import { prefetch } from './prefetch-home';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0]!;
    const bodies: Record<string, unknown> = {
      '/api/returns/orders': { productBalance: [] },
      '/api/returns/protocols/subjects/b2c': { productBalance: REASONS },
      '/api/returns/protocols/subreasons': { subReasons: SUB_REASONS },
      '/api/returns/protocols/reasons/b2c': { reasons: DESIRES },
      '/api/returns/settings/b2c': { settings: [SETTINGS] },
    };
    json(response, bodies[path] ? 200 : 404, bodies[path] ?? { type: 'ERROR', message: 'not found' });
  });
});
afterAll(() => server.close());
afterEach(async () => {
  server.requests.length = 0;
  await i18n.changeLanguage('pt');
});

/** Reads Home's first queries through the hooks Home itself uses. */
function HomeQueries() {
  useOrders();
  useReasons();
  useSubReasons();
  useDesires();
  useSettings(1);
  useDesireRuleNames(true);
  return null;
}

describe("Home's prefetch", () => {
  it('fills the very cache entries the page reads: the page then makes no call of its own', async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });

    prefetch({ queryClient, brandId: 1, language: 'en' });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const paths = server.requests.map((request) => request.url.split('?')[0]).sort();
    expect(paths).toEqual([
      '/api/returns/orders',
      '/api/returns/protocols/reasons/b2c',
      // Outside Portuguese, the desire names the voucher rule reads (in pt).
      '/api/returns/protocols/reasons/b2c',
      '/api/returns/protocols/subjects/b2c',
      '/api/returns/protocols/subreasons',
      '/api/returns/settings/b2c',
    ]);

    const before = server.requests.length;
    const view = render(
      <QueryClientProvider client={queryClient}>
        <HomeQueries />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(server.requests.length).toBe(before);
    view.unmount();
    queryClient.clear();
  });

  it("survives the trip to the browser as the page's JSON: every query's data, and the rule names as a map", async () => {
    await i18nReady;
    await i18n.changeLanguage('en');
    const serverClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    prefetch({ queryClient: serverClient, brandId: 1, language: 'en' });
    await waitFor(() => expect(serverClient.isFetching()).toBe(0));

    // What entry-server embeds, and what the browser reads back before hydrating.
    const queries = dehydrate(serverClient);
    const embedded = JSON.parse(serializeServerState({ queries } as ServerRenderState)) as ServerRenderState;
    for (const [index, query] of queries.queries.entries())
      expect(embedded.queries.queries[index]!.state.data, JSON.stringify(query.queryKey)).toEqual(query.state.data);

    const browserClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    hydrate(browserClient, embedded.queries);
    const desire = DESIRES[0]!;
    /** Shows the Portuguese name the voucher rule would read for the first desire. */
    function RuleName() {
      const names = useDesireRuleNames(true).data;
      return <output>{names ? names.get(desire.MOT_ID) : 'loading'}</output>;
    }
    const view = render(
      <QueryClientProvider client={browserClient}>
        <RuleName />
      </QueryClientProvider>,
    );
    // A Map that arrived as `{}` throws here ('get is not a function') instead of naming the desire.
    await waitFor(() => expect(view.container.textContent).toBe(desire.MOT_NOME));
    view.unmount();
    serverClient.clear();
    browserClient.clear();
  });
});

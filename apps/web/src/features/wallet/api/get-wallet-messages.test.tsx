import { render, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settingsQueryOptions } from '../../../lib/customer-data/settings';
import { currentLanguage, i18nReady } from '../../../lib/i18n';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { useWalletMessages, type WalletMessages } from './get-wallet-messages';

const SETTINGS = {
  SCO_VAL_ENTREGA: 'S',
  SCO_QTD_CUPOM: 2,
  SCO_VAL_CUPOM: 30,
  SCO_MSG_CUPOM: 'Ganhe um cupom',
  SCO_MSG_CUPOM_INST: 'Use no site',
  SCO_MSG_COMPRAS: 'Boas compras',
  SCO_MSG_ESTORNO: 'Até 30 dias',
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer((_request, response) => json(response, 200, { settings: [SETTINGS] }));
});
afterAll(() => server.close());

describe('useWalletMessages', () => {
  it('reads the settings Home already loaded (one cache entry, lib/customer-data): no second request', async () => {
    await i18nReady;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.prefetchQuery(settingsQueryOptions(1, currentLanguage()));
    expect(server.requests).toHaveLength(1);

    let seen: WalletMessages | undefined;
    function Reader() {
      seen = useWalletMessages(1).data;
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <Reader />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(seen?.SCO_MSG_COMPRAS).toBe('Boas compras'));
    expect(seen?.SCO_MSG_ESTORNO).toBe('Até 30 dias');
    expect(server.requests).toHaveLength(1);
  });
});

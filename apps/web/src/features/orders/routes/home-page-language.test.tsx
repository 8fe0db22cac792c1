/**
 * Issue 23, ADR 0032: product and colour names come in the request language, so switching language in the header
 * asks for the lines (and a card's stock) again and shows the names in the new language, not the cached old ones.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { useStock } from '../api/get-stock';
import { DESIRES, line, REASONS, SETTINGS, SHOE_STOCK, SUB_REASONS } from '../test/fixtures';
import { renderOrders } from '../test/render-orders';
import HomePage from './home-page';

const NAMES = {
  pt: { text: 'Tênis de Corrida Veloz', lang: 'pt' },
  en: { text: 'Veloz Running Shoe', lang: 'en' },
} as const;
const COLOURS = { pt: { text: 'Azul Royal', lang: 'pt' }, en: { text: 'Royal Blue', lang: 'en' } } as const;

let server: TestServer;

/** The language the API would answer in: en when asked in en, else the brand's own pt. */
function askedIn(headers: Record<string, string | string[] | undefined>): 'pt' | 'en' {
  return headers['accept-language'] === 'en' ? 'en' : 'pt';
}

beforeAll(async () => {
  server = await startTestServer((request, response) => {
    const path = request.url.split('?')[0]!;
    const lang = askedIn(request.headers);
    if (path === '/api/returns/orders')
      return json(response, 200, { productBalance: [line({ PRO_NOME_SHOWN: NAMES[lang] })] });
    if (path === '/api/returns/protocols/product/balance/b2c')
      return json(response, 200, {
        productBalance: SHOE_STOCK.map((variant) => ({ ...variant, COR_NOME_SHOWN: COLOURS[lang] })),
      });
    if (path === '/api/returns/protocols/subjects/b2c') return json(response, 200, { productBalance: REASONS });
    if (path === '/api/returns/protocols/subreasons') return json(response, 200, { subReasons: SUB_REASONS });
    if (path === '/api/returns/protocols/reasons/b2c') return json(response, 200, { reasons: DESIRES });
    if (path === '/api/returns/settings/b2c') return json(response, 200, { settings: [SETTINGS] });
    return json(response, 404, { type: 'ERROR', message: 'Não encontrado' });
  });
});
afterAll(() => server.close());

let cleanup: (() => void) | null = null;
afterEach(() => {
  cleanup?.();
  cleanup = null;
  window.localStorage.clear();
  server.requests.length = 0;
});

function requestsTo(path: string) {
  return server.requests.filter((request) => request.url.split('?')[0] === path);
}

describe('A language switch (issue 23)', () => {
  it("asks for the lines again in the new language and shows the brand's name in it", async () => {
    const view = await renderOrders(<HomePage />, { language: 'pt' });
    cleanup = view.cleanup;
    await screen.findByRole('heading', { level: 3, name: NAMES.pt.text });

    await act(() => i18n.changeLanguage('en'));

    await screen.findByRole('heading', { level: 3, name: NAMES.en.text });
    expect(requestsTo('/api/returns/orders').map((request) => request.headers['accept-language'])).toEqual([
      'pt',
      'en',
    ]);
  });

  it("asks for a card's stock again: its colour names follow the language", async () => {
    const shoe = line();
    function Colours() {
      const stock = useStock(shoe, true);
      return <output>{stock.data?.[0]?.COR_NOME_SHOWN?.text ?? 'loading'}</output>;
    }
    const view = await renderOrders(<Colours />, { language: 'pt' });
    cleanup = view.cleanup;
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COLOURS.pt.text));

    await act(() => i18n.changeLanguage('en'));

    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(COLOURS.en.text));
  });
});

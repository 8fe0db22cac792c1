import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMantineTheme } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBrand } from '../../../lib/brand-context';
import { i18n, i18nReady } from '../../../lib/i18n';
import { TEST_BRAND } from '../../../test/render-app';
import { json, startTestServer, type TestServer } from '../../../test/test-server';
import { parseBrandResponse } from '../api/get-brand';
import { BrandProvider } from './brand-provider';

let server: TestServer;

function Probe() {
  const brand = useBrand();
  const theme = useMantineTheme();
  return (
    <dl>
      <dt>name</dt>
      <dd>{brand.name}</dd>
      <dt>primary</dt>
      <dd>{theme.primaryColor}</dd>
      <dt>shade</dt>
      <dd>{JSON.stringify(theme.primaryShade)}</dd>
      <dt>filled</dt>
      <dd>{theme.colors.brand?.[8]}</dd>
    </dl>
  );
}

function renderProvider() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retryDelay: 1 } } });
  render(
    <QueryClientProvider client={queryClient}>
      <BrandProvider env="test">
        <Probe />
      </BrandProvider>
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeAll(async () => {
  await i18nReady;
  await i18n.changeLanguage('pt');
  server = await startTestServer((_request, response) => json(response, 200, { brand: TEST_BRAND }));
});

afterAll(async () => {
  await server.close();
});

afterEach(() => {
  server.requests.length = 0;
});

describe('BrandProvider', () => {
  it('renders the app only once the brand is known, themed with its palette (primary shade 8)', async () => {
    server.handle((_request, response) => json(response, 200, { brand: TEST_BRAND }));
    renderProvider();

    expect(screen.queryByText(TEST_BRAND.name)).toBeNull();
    expect(await screen.findByText(TEST_BRAND.name)).toBeInTheDocument();
    expect(screen.getByText('brand')).toBeInTheDocument();
    expect(screen.getByText('{"light":8,"dark":8}')).toBeInTheDocument();
    expect(screen.getByText(TEST_BRAND.palette[8]!)).toBeInTheDocument();
    expect(document.title).toBe(TEST_BRAND.name);
  });

  it('shows the brand error for a 404 without asking again, and recovers with "try again"', async () => {
    const user = userEvent.setup();
    let known = false;
    server.handle((_request, response) =>
      known ? json(response, 200, { brand: TEST_BRAND }) : json(response, 404, { type: 'ERROR', message: 'Marca' }),
    );
    renderProvider();

    expect(await screen.findByRole('heading', { name: 'Erro ao definir a marca atual...' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(1);
    expect(screen.queryByText(TEST_BRAND.name)).toBeNull();

    known = true;
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText(TEST_BRAND.name)).toBeInTheDocument();
  });

  it('treats a malformed answer as an unknown brand, in the interface language', async () => {
    await i18n.changeLanguage('en');
    server.handle((_request, response) => json(response, 200, { brand: { ...TEST_BRAND, palette: ['#000'] } }));
    renderProvider();

    expect(await screen.findByRole('heading', { name: 'Error setting the current brand...' })).toBeInTheDocument();
    await waitFor(() => expect(server.requests.length).toBeGreaterThanOrEqual(1));
    await i18n.changeLanguage('pt');
  });
});

describe('parseBrandResponse', () => {
  it('accepts the contract of GET /api/brand', () => {
    expect(parseBrandResponse({ brand: TEST_BRAND })).toEqual(TEST_BRAND);
  });

  it.each([
    ['no brand', {}],
    ['a palette of 9', { brand: { ...TEST_BRAND, palette: TEST_BRAND.palette.slice(1) } }],
    ['a text id', { brand: { ...TEST_BRAND, id: '1' } }],
    ['company codes as text', { brand: { ...TEST_BRAND, companyCodes: ['1'] } }],
    ['no logo', { brand: { ...TEST_BRAND, logoUrl: undefined } }],
  ])('rejects %s', (_label, body) => {
    expect(() => parseBrandResponse(body)).toThrow(TypeError);
  });
});

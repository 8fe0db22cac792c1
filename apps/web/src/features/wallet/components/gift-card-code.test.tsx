import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../../test/test-server';
import { walletApi, walletApiState, type WalletApiState } from '../test/fixtures';
import { renderWallet } from '../test/render-wallet';

let server: TestServer;
let state: WalletApiState = walletApiState();

beforeAll(async () => {
  server = await startTestServer(walletApi(() => state));
});
afterAll(() => server.close());

let cleanup: (() => void) | null = null;
let settle: (() => Promise<void>) | null = null;
afterEach(async () => {
  await settle?.();
  cleanup?.();
  cleanup = null;
  state = walletApiState();
});

async function open(language: 'pt' | 'en' | 'es' = 'pt') {
  const view = await renderWallet('/carteira', language);
  cleanup = view.cleanup;
  settle = () => waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  return view;
}

describe("/carteira 'Usar no site' (issue 49)", () => {
  it('shows the redemption code with how to use it and a link to the brand’s shop', async () => {
    await open();
    expect(await screen.findByRole('heading', { name: 'Usar no site' }, { timeout: 15000 })).toBeInTheDocument();
    expect(screen.getByTestId('gift-card-code')).toHaveTextContent('K7QM-2XHT-9PWD-R4NC');
    expect(screen.getByText(/escolha vale-presente e digite este código/)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Ir para a loja online' });
    expect(link).toHaveAttribute('href', 'https://loja.example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('button', { name: /K7QM-2XHT-9PWD-R4NC/ })).toBeInTheDocument();
  });

  it('shows just the code when the brand has no shop address, in English and Spanish too', async () => {
    state.giftCard = { redemptionCode: 'K7QM-2XHT-9PWD-R4NC', shopUrl: '' };
    await open('en');
    expect(
      await screen.findByRole('heading', { name: "Use it on the shop's site" }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Go to the online shop' })).toBeNull();
    cleanup?.();
    cleanup = null;
    await open('es');
    expect(await screen.findByRole('heading', { name: 'Usar en el sitio' }, { timeout: 15000 })).toBeInTheDocument();
  });

  it('shows nothing for a shopper without a wallet at this brand', async () => {
    state.giftCard = null;
    await open();
    expect(await screen.findByTestId('wallet-balance', {}, { timeout: 15000 })).toBeInTheDocument();
    await settle?.();
    expect(screen.queryByRole('heading', { name: 'Usar no site' })).toBeNull();
  });
});

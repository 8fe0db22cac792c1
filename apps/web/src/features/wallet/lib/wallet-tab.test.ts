import { describe, expect, it } from 'vitest';
import { walletTabFrom, walletTabPath } from './wallet-tab';

describe('wallet tabs in the URL', () => {
  it('reads the tab from ?aba=, the balance tab by default', () => {
    expect(walletTabFrom(new URLSearchParams(''))).toBe('saldo');
    expect(walletTabFrom(new URLSearchParams('aba=cupons'))).toBe('cupons');
    expect(walletTabFrom(new URLSearchParams('aba=saldo'))).toBe('saldo');
    expect(walletTabFrom(new URLSearchParams('aba=other'))).toBe('saldo');
  });

  it('builds each tab address', () => {
    expect(walletTabPath('cupons')).toBe('/carteira?aba=cupons');
  });
});

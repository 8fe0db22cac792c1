/** The wallet's two tabs, each addressable by URL: /carteira?aba=saldo (the default) and /carteira?aba=cupons. */
export const WALLET_TAB_PARAM = 'aba';
export const WALLET_TABS = ['saldo', 'cupons'] as const;
export type WalletTab = (typeof WALLET_TABS)[number];

/** The tab a URL's search names; anything else (or nothing) is the balance tab. */
export function walletTabFrom(search: URLSearchParams): WalletTab {
  const value = search.get(WALLET_TAB_PARAM);
  return WALLET_TABS.find((tab) => tab === value) ?? 'saldo';
}

export function walletTabPath(tab: WalletTab): string {
  return `/carteira?${WALLET_TAB_PARAM}=${tab}`;
}

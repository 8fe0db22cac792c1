/** What the app composes from the wallet feature: the header's notification bell. */
export { WalletBell } from './components/wallet-bell';

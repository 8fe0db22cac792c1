import { Navigate } from 'react-router';
import { TEST_USER } from '../../../test/render-app';
import { renderFeature } from '../../../test/render-feature';
import WalletPage from '../routes/wallet-page';

/** The wallet page at `to` (/carteira, /carteira?aba=cupons) inside the app's providers, signed in as the test shopper. */
export function renderWallet(to = '/carteira', language: 'pt' | 'en' | 'es' = 'pt') {
  return renderFeature(<Navigate to={to} replace />, {
    path: '/start',
    routes: [{ path: '/carteira', element: <WalletPage /> }],
    language,
    namespaces: ['wallet'],
    user: TEST_USER,
  });
}

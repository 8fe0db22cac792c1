/**
 * The lazy code around every signed-in page: the frame (header, navigation, footer) and the header's slots. /login,
 * the first page of a signed-out visitor, shows none of it, so none of it is in the start-up file (issue 16: at most
 * 150 kB of JavaScript before /login is usable); a signed-in page fetches it beside its own chunk.
 *
 * One list serves both ends of a server-rendered page: the browser loads these before hydrating (a part still loading
 * would hydrate later and no longer match the server's HTML), and the server preloads their chunks and puts their CSS
 * in the page (by their source files, the keys of the client build's manifest).
 */
export const loadAppLayout = () => import('./layout/app-layout');
// Header slots are filled where features are composed (features do not import each other): see route-options.tsx.
export const loadOrdersFeature = () => import('../features/orders');
export const loadWalletFeature = () => import('../features/wallet');

interface LazyCode {
  load: () => Promise<unknown>;
  /** Its source file, as the client build's manifest names it. */
  source: string;
}

const APP_LAYOUT: LazyCode = { load: loadAppLayout, source: 'src/app/layout/app-layout.tsx' };
// The selection badge brings the selection rules; the bell belongs to /carteira only (spec §2 Header).
const SELECTION_BADGE: LazyCode = { load: loadOrdersFeature, source: 'src/features/orders/index.ts' };
const WALLET_BELL: LazyCode = { load: loadWalletFeature, source: 'src/features/wallet/index.ts' };

/** The frame's code a signed-in page at `pathname` shows. */
export function signedInFrameCode(pathname: string): readonly LazyCode[] {
  return pathname === '/carteira' ? [APP_LAYOUT, SELECTION_BADGE, WALLET_BELL] : [APP_LAYOUT, SELECTION_BADGE];
}

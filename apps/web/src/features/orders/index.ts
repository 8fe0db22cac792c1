/**
 * What the app composes from the orders feature outside its own route: the header's selection badge (which also hosts
 * the selection sidebar). The Home page is loaded lazily by the router from routes/home-page.
 */
export { SelectionBadge } from './components/selection-badge';

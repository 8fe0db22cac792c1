export { BrandProvider } from './components/brand-provider';
export { BrandErrorPage } from './components/brand-error-page';
export { brandQueryOptions, getBrand, useBrandQuery } from './api/get-brand';
export { useBrand, type Brand } from '../../lib/brand-context';

import { useEffect, type ReactNode } from 'react';
import { BootScreen } from '../../../components/ui/boot-screen';
import { BrandContext } from '../../../lib/brand-context';
import { baseTheme, isColorsTuple } from '../../../lib/theme';
import { AppMantineProvider, themeForPalette } from '../../../lib/theme-provider';
import { useBrandQuery } from '../api/get-brand';
import { applyBrandToDocument } from '../lib/apply-brand-to-document';
import { BrandErrorPage } from './brand-error-page';

interface BrandProviderProps {
  children: ReactNode;
  /** Passed to MantineProvider; tests use 'test' to turn off transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * Loads the brand before anything else renders, then provides it (useBrand) and its Mantine theme to the app.
 * An unknown host or a failed load replaces the whole app with the brand error page.
 */
export function BrandProvider({ children, env }: BrandProviderProps) {
  const { data: brand, isPending, isError, refetch, isFetching } = useBrandQuery();

  // themeForPalette keeps one theme object per palette, so no memo is needed for a stable theme.
  const theme = brand && isColorsTuple(brand.palette) ? themeForPalette(brand.palette) : baseTheme;

  useEffect(() => {
    if (brand) applyBrandToDocument(brand);
  }, [brand]);

  if (isPending) return <BootScreen />;

  if (isError || !brand) {
    return (
      <AppMantineProvider theme={baseTheme} env={env}>
        <BrandErrorPage onRetry={() => void refetch()} retrying={isFetching} />
      </AppMantineProvider>
    );
  }

  return (
    <BrandContext.Provider value={brand}>
      <AppMantineProvider theme={theme} env={env}>
        {children}
      </AppMantineProvider>
    </BrandContext.Provider>
  );
}

import { Suspense, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { BootScreen } from '../components/ui/boot-screen';
import { BrandProvider } from '../features/brand';
import { OnDemandHosts } from './on-demand-hosts';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
  /** 'test' turns off Mantine transitions and portals. */
  env?: 'default' | 'test';
}

/**
 * Query cache -> brand (which owns the MantineProvider with the brand theme) -> the app, with the
 * toast container and the modals manager beside it (mounted on first use). The brand request and the first translations load in parallel.
 */
export function AppProviders({ queryClient, children, env }: AppProvidersProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={<BootScreen />}>
        <BrandProvider env={env}>
          {children}
          <OnDemandHosts />
        </BrandProvider>
      </Suspense>
    </QueryClientProvider>
  );
}

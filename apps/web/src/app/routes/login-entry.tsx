import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { endSession } from '../../features/auth/session';
import { clearUserQueries } from '../query-client';

/** Spec §2: opening /login logs the shopper out, here and on the server. */
export function LoginEntry({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();

  useEffect(() => {
    clearUserQueries(queryClient);
    void endSession();
  }, [queryClient]);

  return children;
}

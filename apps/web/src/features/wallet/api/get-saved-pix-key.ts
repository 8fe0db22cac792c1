import { useConsumer } from '../../../lib/customer-data/consumer';
import { useSessionUser } from '../../../lib/session';

/**
 * The Pix key on the signed-in shopper's record (GET /returns/consumers, the cache the request flow shares), offered
 * as the key of a Pix refund; undefined while loading or when she has none.
 */
export function useSavedPixKey(enabled: boolean): string | null | undefined {
  const user = useSessionUser();
  // The record is keyed as the request flow keys it: her e-mail, or her phone when she has none.
  const identity = user?.email?.trim() || user?.phone?.trim() || null;
  return useConsumer(identity, enabled).data?.CLI_CHAVEPIX;
}

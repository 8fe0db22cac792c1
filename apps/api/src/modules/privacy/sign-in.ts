import { deviceClassOf } from '@portal/domain';
import type { Database } from '../../db/client';
import { signInEvents } from '../../db/schema';

/**
 * Records a shopper's sign-in for the history of 'Meus dados' (issue 28): the brand, the channel the code went by and
 * the device's class, never the address, the number or the user agent itself.
 */
export async function recordSignIn(
  db: Database,
  input: { consumerId: number; brandId: number; channel: 'email' | 'sms'; userAgent: string | undefined; now: Date },
): Promise<void> {
  await db.insert(signInEvents).values({
    consumerId: input.consumerId,
    brandId: input.brandId,
    channel: input.channel,
    deviceClass: deviceClassOf(input.userAgent),
    signedInAt: input.now,
  });
}

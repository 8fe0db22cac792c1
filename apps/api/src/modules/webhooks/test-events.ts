/** What the webhooks' tests record: a coupon.issued event written directly, as a service would inside its transaction. */
import type { Database } from '../../db/client';
import { record } from '../events/record';

export function recordCoupon(db: Database, code: string, at: Date): Promise<void> {
  return db.transaction((tx) =>
    record(tx, {
      type: 'coupon.issued',
      brandId: 1,
      at,
      data: {
        coupon: {
          code,
          consumerId: 1,
          protocolId: null,
          discountPercent: 10,
          validUntil: '2030-01-01',
          createdAt: at.toISOString(),
        },
      },
    }),
  );
}

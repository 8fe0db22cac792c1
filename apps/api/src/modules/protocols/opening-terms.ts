import type { reasons } from '../../db/schema';

/**
 * The reason's terms an item is opened under, stored on the item (issue 27, ADR 0046): an admin may shorten the
 * deadline or ask for photos tomorrow, and the protocol opened today keeps what the shopper was told.
 */
export function openingTerms(
  reason: Pick<typeof reasons.$inferSelect, 'slaRestricted' | 'slaDays' | 'requiresImages'>,
) {
  return {
    termsDeadlineDays: reason.slaRestricted ? reason.slaDays : null,
    termsPhotosRequired: reason.requiresImages,
  };
}

/**
 * How long the portal keeps what (issue 28, docs/privacy/processing-record.md). The record of processing quotes these
 * figures; the retention jobs and the erasure explanation read them from here, so the three never disagree.
 */
export const RETENTION = {
  /** Invoices and what the tax law requires (CTN art. 173/174: five years from the tax event). */
  invoiceYears: 5,
  /** One-time codes, throttle events and expired sessions. */
  authDays: 30,
  /** The dev outbox and the bodies of sent notifications. */
  messageBodyDays: 90,
  /** Photos of closed protocols, unless PRIVACY_PHOTO_RETENTION_DAYS says otherwise (two years). */
  closedProtocolPhotoDays: 730,
  /** Shoppers with no activity for this long and nothing to keep are anonymised (PRIVACY_INACTIVE_DAYS; five years). */
  inactiveShopperDays: 1825,
  /** A prepared export can be downloaded once, within this many hours. */
  exportHours: 24,
  /** An export, an erasure or a contact change needs a code confirmed this recently (minutes). */
  reauthenticationMinutes: 10,
} as const;

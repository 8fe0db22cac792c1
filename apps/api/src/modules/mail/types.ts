export type Channel = 'email' | 'sms';

/** outbox: no transport configured for the channel; sent / failed: the transport's outcome. */
export type Delivery = 'outbox' | 'sent' | 'failed';

export interface OutgoingMessage {
  brandId: number | null;
  channel: Channel;
  /** Full address (lower-case e-mail) or phone digits with country code. */
  to: string;
  /** What logs and the production outbox may hold instead of `to`. */
  toMasked: string;
  subject: string;
  text: string;
  /** E-mail only; SMS carries the text. */
  html?: string;
  /** The one-time code inside the text, if any: kept out of logs and, in production, out of the outbox. */
  code?: string;
  /**
   * The same on every retry of one message (the notification outbox's row, ADR 0036): SMTP sends it as the
   * `Message-ID`, the SMS webhook as `Idempotency-Key`, so a provider that deduplicates can drop a second copy.
   */
  idempotencyKey?: string;
}

/**
 * Writes a protocol's status message into the transactional outbox, in the caller's transaction (ADR 0022): the row
 * exists exactly when the move committed, and the drain sends it afterwards.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { isLanguage, joinPhone, maskEmail, maskPhone, type Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { brandHosts, brands, notificationOutbox, protocols, type LocalizedText } from '../../db/schema';
import { statusMessage } from './templates';

const PRIMARY_SHADE = 8;

/**
 * The host a brand's link names: a name rather than an IP address (brand 1 is served on both 'localhost' and
 * '127.0.0.1'), then alphabetical, so it never changes between two messages.
 */
async function brandHost(tx: Database, brandId: number): Promise<string | null> {
  const [row] = await tx
    .select({ host: brandHosts.host })
    .from(brandHosts)
    .where(eq(brandHosts.brandId, brandId))
    .orderBy(sql`${brandHosts.host} ~ '^[0-9.:\\[\\]]+$'`, asc(brandHosts.host))
    .limit(1);
  return row?.host ?? null;
}

export interface StatusNotification {
  protocolId: number;
  statusId: number;
  note: string | null;
  /** The note in pt/en/es when it is the system's own text: the shopper then reads it in their language. */
  noteTexts?: LocalizedText | null;
  denialReason: string | null;
  /** Unique per move (the history entry's id): the same move can never queue two messages. */
  dedupeKey: string;
  now: Date;
}

/** Queues the message; nothing when the protocol has neither an e-mail nor a whole phone to write to. */
export async function enqueueStatusNotification(tx: Database, input: StatusNotification): Promise<void> {
  const [protocol] = await tx.select().from(protocols).where(eq(protocols.id, input.protocolId));
  if (!protocol) return;
  const [brand] = await tx.select().from(brands).where(eq(brands.id, protocol.brandId));
  if (!brand) return;
  const email = protocol.email.trim().toLowerCase();
  const phone = joinPhone({ ddi: protocol.phoneDdi, ddd: protocol.phoneDdd, number: protocol.phoneNumber });
  const channel = email ? 'email' : 'sms';
  const recipient = email || phone;
  const recipientMasked = email ? maskEmail(email) : maskPhone(phone);
  if (!recipient || !recipientMasked) return;
  const lang: Language = isLanguage(protocol.language) ? protocol.language : 'pt';
  const host = (await brandHost(tx, brand.id)) ?? 'localhost';
  const content = statusMessage({
    lang,
    channel,
    brandName: brand.name,
    brandColour: brand.palette[PRIMARY_SHADE] ?? '',
    protocolId: protocol.id,
    statusId: input.statusId,
    note: input.noteTexts ? input.noteTexts[lang] : input.note,
    denialReason: input.denialReason,
    shippingCode: protocol.shippingCode,
    link: `https://${host}/protocol/${protocol.id}`,
  });
  await tx
    .insert(notificationOutbox)
    .values({
      protocolId: protocol.id,
      brandId: brand.id,
      channel,
      recipient,
      recipientMasked,
      lang,
      subject: content.subject,
      text: content.text,
      html: content.html,
      dedupeKey: input.dedupeKey,
      createdAt: input.now,
    })
    .onConflictDoNothing();
}

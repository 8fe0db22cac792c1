/**
 * Writes a protocol's status message into the transactional outbox, in the caller's transaction (ADR 0022): the row
 * exists exactly when the move committed, and the drain sends it afterwards.
 */
import { eq } from 'drizzle-orm';
import { isLanguage, joinPhone, type Language } from '@portal/domain';
import type { Database } from '../../db/client';
import { notificationOutbox, protocols, type LocalizedText } from '../../db/schema';
import { chooseRecipient, messageBrand } from './recipient';
import { settledMoney } from './settlement';
import { statusMessage } from './templates';

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

/** The shopper's language kept on the protocol (pt when it holds none we speak). */
export function protocolLanguage(protocol: { language: string | null }): Language {
  return isLanguage(protocol.language) ? protocol.language : 'pt';
}

/** Where a protocol's messages go: its e-mail, else its phone by SMS. */
export function protocolRecipient(protocol: typeof protocols.$inferSelect) {
  const phone = joinPhone({ ddi: protocol.phoneDdi, ddd: protocol.phoneDdd, number: protocol.phoneNumber });
  return chooseRecipient(protocol.email, phone);
}

/** The link to a protocol's page on its brand's public URL. */
export const protocolLink = (brandUrl: string, protocolId: number) => `${brandUrl}/protocol/${protocolId}`;

/** Queues the message; nothing when the protocol has neither an e-mail nor a whole phone to write to. */
export async function enqueueStatusNotification(tx: Database, input: StatusNotification): Promise<void> {
  const [protocol] = await tx.select().from(protocols).where(eq(protocols.id, input.protocolId));
  if (!protocol) return;
  const brand = await messageBrand(tx, protocol.brandId);
  if (!brand) return;
  const to = protocolRecipient(protocol);
  if (!to) return;
  const lang = protocolLanguage(protocol);
  const content = statusMessage({
    lang,
    channel: to.channel,
    brandName: brand.name,
    brandColour: brand.colour,
    protocolId: protocol.id,
    statusId: input.statusId,
    note: input.noteTexts ? input.noteTexts[lang] : input.note,
    denialReason: input.denialReason,
    shippingCode: protocol.shippingCode,
    money: await settledMoney(tx, protocol.id, input.statusId, lang, brand.name),
    link: protocolLink(brand.url, protocol.id),
  });
  await tx
    .insert(notificationOutbox)
    .values({
      protocolId: protocol.id,
      brandId: brand.id,
      ...to,
      lang,
      subject: content.subject,
      text: content.text,
      html: content.html,
      dedupeKey: input.dedupeKey,
      createdAt: input.now,
    })
    .onConflictDoNothing();
}

/**
 * Who a message goes to and the brand it speaks for: shared by the status messages (enqueue.ts) and the messages of
 * a new protocol and of a balance refund request (requests.ts), so that they all choose the channel alike.
 */
import { asc, eq, sql } from 'drizzle-orm';
import { maskEmail, maskPhone } from '@portal/domain';
import type { Database } from '../../db/client';
import { brandHosts, brands } from '../../db/schema';
import { brandPublicUrl } from './config';

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

export interface MessageBrand {
  id: number;
  name: string;
  colour: string;
  /** The brand's public URL without a trailing slash (config.ts). */
  url: string;
}

export async function messageBrand(tx: Database, brandId: number): Promise<MessageBrand | null> {
  const [brand] = await tx.select().from(brands).where(eq(brands.id, brandId));
  if (!brand) return null;
  const host = (await brandHost(tx, brand.id)) ?? 'localhost';
  return {
    id: brand.id,
    name: brand.name,
    colour: brand.palette[PRIMARY_SHADE] ?? '',
    url: brandPublicUrl(brand.id, host),
  };
}

export interface Recipient {
  channel: 'email' | 'sms';
  recipient: string;
  recipientMasked: string;
}

/** E-mail when there is one, else SMS to a whole phone; null when there is neither. */
export function chooseRecipient(email: string | null | undefined, phone: string | null | undefined): Recipient | null {
  const address = (email ?? '').trim().toLowerCase();
  const digits = phone ?? '';
  const channel = address ? 'email' : 'sms';
  const recipient = address || digits;
  const recipientMasked = address ? maskEmail(address) : maskPhone(digits);
  if (!recipient || !recipientMasked) return null;
  return { channel, recipient, recipientMasked };
}

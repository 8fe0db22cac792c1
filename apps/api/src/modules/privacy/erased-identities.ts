/**
 * The e-mails and phones of erased shoppers, kept only as keyed hashes (issue 28): enough to tell a returning person
 * 'this account was erased' instead of the puzzling 'no purchases found', and nothing anyone can read back.
 */
import { createHmac } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { erasedIdentities } from '../../db/schema';

export function erasedIdentityHash(identityKey: string, secret: string): string {
  return createHmac('sha256', secret).update(`erased:${identityKey}`).digest('hex');
}

export async function isErasedIdentity(db: Database, identityKey: string, secret: string): Promise<boolean> {
  const rows = await db
    .select({ hash: erasedIdentities.identityHash })
    .from(erasedIdentities)
    .where(eq(erasedIdentities.identityHash, erasedIdentityHash(identityKey, secret)))
    .limit(1);
  return rows.length > 0;
}

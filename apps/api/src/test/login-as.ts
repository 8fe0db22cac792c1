import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SESSION_MAX_AGE_SECONDS } from '@portal/domain';
import { brandHosts, consumers, sessions } from '../db/schema';
import { hashSessionId, SESSION_COOKIE } from '../plugins/session';
import type { TestApp } from './test-app';

export type LoginIdentity = { email: string } | { phone: string };

/**
 * A session for a seeded customer without going through the one-time code, so tests of other modules do not depend
 * on the auth module. It writes the same row `startSession` writes (only the hash of a fresh 256-bit id, brand of
 * the host, 7-day expiry from the test clock) and returns the Cookie header to send.
 */
export async function loginAs(testApp: TestApp, identity: LoginIdentity, host = 'localhost'): Promise<string> {
  const { db } = testApp.database;
  const [hostRow] = await db.select().from(brandHosts).where(eq(brandHosts.host, host.toLowerCase()));
  if (!hostRow) throw new Error(`loginAs: no brand is served on host ${host}`);

  const where =
    'email' in identity
      ? eq(consumers.email, identity.email.trim().toLowerCase())
      : eq(consumers.phone, identity.phone);
  const [consumer] = await db.select({ id: consumers.id }).from(consumers).where(where);
  if (!consumer) throw new Error(`loginAs: no consumer with ${JSON.stringify(identity)}`);

  const id = randomBytes(32).toString('base64url');
  const now = testApp.clock.now();
  await db.insert(sessions).values({
    idHash: hashSessionId(id),
    consumerId: consumer.id,
    brandId: hostRow.brandId,
    loginIdentity: 'email' in identity ? identity.email.trim().toLowerCase() : identity.phone,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000),
  });
  return `${SESSION_COOKIE}=${id}`;
}

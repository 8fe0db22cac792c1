import { and, eq } from 'drizzle-orm';
import { DEMO } from '../db/seed/demo-logins';
import { protocols } from '../db/schema';
import type { TestApp } from '../test/test-app';
import { loginAs } from '../test/login-as';
import { consumerIdOf } from '../modules/protocols/read-test-support';
import { addOperator, operatorCookie } from '../modules/backoffice/test-support';

/**
 * What the API document's tests call with: Ana's session and an admin operator's of every brand in one Cookie header
 * (each route reads the cookie it knows), and one of Ana's protocols at Corre Brasil.
 */
export async function documentCallers(t: TestApp): Promise<{ cookies: string; prtId: number }> {
  const operator = await addOperator(t, { role: 'admin', brands: [1, 2, 4] });
  const cookies = `${await loginAs(t, { email: DEMO.ana.email })}; ${await operatorCookie(t, operator.id)}`;
  const anaId = await consumerIdOf(t, DEMO.ana.email);
  const [protocol] = await t.database.db
    .select({ id: protocols.id })
    .from(protocols)
    .where(and(eq(protocols.consumerId, anaId), eq(protocols.brandId, DEMO.brand.correBrasil)))
    .limit(1);
  return { cookies, prtId: protocol!.id };
}

/** Helpers of the back-office API tests: operators with a known TOTP secret, their sessions, protocols to move. */
import { randomBytes, randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { DEMO, type DemoLine } from '../../db/seed/demo-logins';
import { VOUCHER_BONUS, VOUCHER_OFFER_DESIRE } from '../../db/seed/catalogue';
import { operatorSessions } from '../../db/schema';
import { hashSessionId } from '../../plugins/session';
import { callWith } from '../../test/call-with';
import { loginAs } from '../../test/login-as';
import type { TestApp } from '../../test/test-app';
import { itemFor, payload, BANK_DATA, type ItemChoice } from '../protocols/test-payload';
import { LINE_RELEASING_STATUSES, STATUS, voucherBonusCents } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { OPERATOR_COOKIE, SESSION_ABSOLUTE_MS } from './operator-session';
import { insertOperator } from './operators-repo';
import { encryptTotpSecret, newTotpSecret } from './totp';

export interface TestOperator {
  id: number;
  email: string;
  secret: string;
}

/** An enrolled operator (unless `enrolled: false`) with a TOTP secret the test knows. */
export async function addOperator(
  t: TestApp,
  input: { role: 'agent' | 'admin'; brands: number[]; email?: string; enrolled?: boolean },
): Promise<TestOperator> {
  const email = input.email ?? `op-${randomUUID().slice(0, 8)}@backoffice.test`;
  const secret = newTotpSecret();
  const enrolled = input.enrolled !== false;
  const row = await insertOperator(t.database.db, {
    email,
    name: `Operador ${input.role}`,
    role: input.role,
    brands: input.brands,
    totpSecret: enrolled ? encryptTotpSecret(secret, t.config.CODE_HASH_SECRET) : null,
    totpEnrolledAt: enrolled ? t.clock.now() : null,
  });
  if (!row) throw new Error('operator not created');
  return { id: row.id, email, secret };
}

/** A session row for the operator without the sign-in (the sign-in has its own tests); the Cookie header to send. */
export async function operatorCookie(t: TestApp, operatorId: number): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = t.clock.now();
  await t.database.db.insert(operatorSessions).values({
    idHash: hashSessionId(id),
    operatorId,
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    lastSeenAt: now,
  });
  return `${OPERATOR_COOKIE}=${id}`;
}

export const totpAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });

const L = DEMO.lines;
export const CHOICES = {
  voucher: {
    line: L.voucherOffer,
    choice: {
      motivoCodigo: 16,
      smotivoCodigo: 161,
      desejoCodigo: VOUCHER_OFFER_DESIRE,
      motivoGatilho: 'C',
      prt_sit_bonus: 'S',
      prt_valor_bonus: voucherBonusCents(L.voucherOffer.grossCents, VOUCHER_BONUS.percent),
    },
    general: BANK_DATA,
  },
  refund: {
    line: L.pixRefund,
    choice: { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' },
    general: BANK_DATA,
  },
  exchange: {
    line: L.sizeExchange,
    choice: { motivoCodigo: 16, smotivoCodigo: 161, desejoCodigo: 1, motivoGatilho: 'T', tamanhoTroca: '41' },
    general: {},
  },
} satisfies Record<string, { line: DemoLine; choice: ItemChoice; general: Record<string, unknown> }>;

/**
 * Ana opens a protocol at brand 1 through the portal (in `lang`); its id. A protocol an earlier test left holding the
 * same line (open, or finished after settling it: ADR 0030) is marked Not included first, so each test gets its own.
 */
export async function anaOpens(t: TestApp, kind: keyof typeof CHOICES, lang = 'pt'): Promise<number> {
  const { line, choice, general } = CHOICES[kind];
  await t.database.db.execute(sql`
    update protocols set status_id = ${STATUS.NOT_INCLUDED}
    where status_id not in (${sql.join(
      LINE_RELEASING_STATUSES.map((id) => sql`${id}`),
      sql`, `,
    )})
      and id in (select pi.protocol_id from protocol_items pi join order_lines ol on ol.id = pi.order_line_id
                 where ol.product_code = ${line.productCode} and ol.invoice_seq = ${line.invoiceSeq}
                   and ol.item_seq = ${line.itemSeq})`);
  const cookie = await loginAs(t, { email: DEMO.ana.email });
  const response = await callWith(t)('POST', '/api/returns/protocols/generate/b2c', {
    cookie,
    lang,
    body: payload([itemFor(line, choice)], general),
  });
  if (response.statusCode !== 200) throw new Error(`generate failed: ${response.body}`);
  return response.json().prt_id as number;
}

/** An operator's move with a fresh Idempotency-Key (or the given one). */
export function moveAs(t: TestApp, cookie: string) {
  return (prtId: number, body: Record<string, unknown>, key: string = randomUUID()) =>
    callWith(t)('POST', `/api/backoffice/protocols/${prtId}/transitions`, { cookie, key, body });
}

/** Another app instance on the same database (two API processes behind one load balancer); close it yourself. */
export async function secondInstance(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp({ config: t.config, database: t.database, clock: t.clock.now, logger: false });
  await app.ready();
  return app;
}

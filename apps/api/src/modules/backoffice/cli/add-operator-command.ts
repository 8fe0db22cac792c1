/**
 * The first admin (and any operator) from the command line (issue 14): nothing is created by default, in production
 * or anywhere; `npm run operator:add -- --email … --role admin --brands 1,2,4` creates one operator, not yet
 * enrolled, and prints how they sign in. The code and the QR code come at their first sign-in, never here.
 */
import { parseArgs } from 'node:util';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { normalizeEmail } from '@portal/domain';
import type { Database } from '../../../db/client';
import { brands } from '../../../db/schema';
import { insertOperator } from '../operators-repo';

export const USAGE =
  'Usage: npm run operator:add -- --email <e-mail> --role agent|admin --brands <id,id,...> [--name <name>]';

export type CommandResult = { ok: true; lines: string[] } | { ok: false; error: string };

export async function addOperatorCommand(db: Database, argv: string[]): Promise<CommandResult> {
  let values: { email?: string; role?: string; brands?: string; name?: string };
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        email: { type: 'string' },
        role: { type: 'string' },
        brands: { type: 'string' },
        name: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    return { ok: false, error: `${(error as Error).message}\n${USAGE}` };
  }
  const email = normalizeEmail(values.email ?? '');
  // The wire's e-mail rule (an operator's address may have any top-level domain), not the shoppers' spec §5 pattern.
  if (!z.email().safeParse(email).success)
    return { ok: false, error: `--email: a valid e-mail is required.\n${USAGE}` };
  if (values.role !== 'agent' && values.role !== 'admin')
    return { ok: false, error: `--role: agent or admin.\n${USAGE}` };
  const brandIds = (values.brands ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map(Number);
  if (brandIds.length === 0 || brandIds.some((id) => !Number.isInteger(id) || id <= 0)) {
    return { ok: false, error: `--brands: one or more brand ids, e.g. 1,2,4.\n${USAGE}` };
  }
  const known = (await db.select({ id: brands.id }).from(brands).where(inArray(brands.id, brandIds))).map((b) => b.id);
  const unknown = brandIds.filter((id) => !known.includes(id));
  if (unknown.length > 0) return { ok: false, error: `--brands: no brand ${unknown.join(', ')} in this database.` };
  const name = values.name?.trim() || email.split('@')[0]!;
  const row = await insertOperator(db, { email, name, role: values.role, brands: brandIds });
  if (!row) return { ok: false, error: `An operator with the e-mail ${email} already exists.` };
  return {
    ok: true,
    lines: [
      `Operator ${row.id} created: ${row.role} ${row.email} (${row.name}), brands ${row.brands.join(', ')}.`,
      'To enrol: open /backoffice on any brand host and sign in with this e-mail. A one-time code is e-mailed',
      '(the dev outbox at /dev/outbox without SMTP_URL); then scan the QR code shown with an authenticator app',
      '(TOTP: Google Authenticator, Authy, 1Password…) and type its 6-digit code. Later sign-ins ask for both.',
    ],
  };
}

/**
 * Development operators (issue 14): an agent and an admin of every brand, already enrolled with a TOTP secret
 * written here, so the e2e and a person trying the demo can sign in to /backoffice (code from the dev outbox, token
 * from this secret). Never in production: a public secret there would be a way in. The secret is sealed as the API
 * seals it, under the development CODE_HASH_SECRET; with another key the operator simply enrols again.
 */
import { DEVELOPMENT_CODE_HASH_SECRET } from '../../config';
import type { Database } from '../client';
import { insertOperator } from '../../modules/backoffice/operators-repo';
import { encryptTotpSecret } from '../../modules/backoffice/totp';

/** Base32 (RFC 4648), 160 bits: what an authenticator app is given. Public on purpose: development only. */
export const DEV_OPERATOR_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export const DEV_OPERATORS = {
  agent: { email: 'agente@backoffice.localhost', name: 'Agente Demo', role: 'agent', brands: [1, 2, 4] },
  admin: { email: 'admin@backoffice.localhost', name: 'Admin Demo', role: 'admin', brands: [1, 2, 4] },
} as const;

/**
 * Four more agents and admins of every brand, numbered, with the same secret: for tools that sign several operators in
 * at once or one after the other (the e2e's two browser widths, each with one operator for its sign-in screen and one
 * for its shared session). One operator's sign-ins are spaced by the server (a code every RESEND_COUNTDOWN_SECONDS, one
 * sign-in per TOTP time step), so sign-ins of the same operator in a row wait up to 30 s each.
 */
export const PARALLEL_DEV_OPERATORS = [1, 2, 3, 4].flatMap(
  (n) =>
    [
      { email: `agente-${n}@backoffice.localhost`, name: `Agente Paralelo ${n}`, role: 'agent', brands: [1, 2, 4] },
      { email: `admin-${n}@backoffice.localhost`, name: `Admin Paralelo ${n}`, role: 'admin', brands: [1, 2, 4] },
    ] as const,
);

/**
 * Admins of brand 2 only, one per e2e browser width (issue 46): an admin who holds one of an operator's brands acts on
 * that brand's access only, and that can only be watched with an admin who lacks the others.
 */
export const ONE_BRAND_DEV_ADMINS = [1, 2].map(
  (n) =>
    ({ email: `admin-marca2-${n}@backoffice.localhost`, name: `Admin Trilha ${n}`, role: 'admin', brands: [2] }) as const,
);

/** Idempotent: an operator already there (by e-mail) is left as it is. */
export async function seedDevOperators(db: Database, now: Date): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  for (const operator of [...Object.values(DEV_OPERATORS), ...PARALLEL_DEV_OPERATORS, ...ONE_BRAND_DEV_ADMINS]) {
    await insertOperator(db, {
      ...operator,
      brands: [...operator.brands],
      totpSecret: encryptTotpSecret(DEV_OPERATOR_TOTP_SECRET, DEVELOPMENT_CODE_HASH_SECRET),
      totpEnrolledAt: now,
    });
  }
}

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

/** Idempotent: an operator already there (by e-mail) is left as it is. */
export async function seedDevOperators(db: Database, now: Date): Promise<void> {
  if (process.env.NODE_ENV === 'production') return;
  for (const operator of Object.values(DEV_OPERATORS)) {
    await insertOperator(db, {
      ...operator,
      brands: [...operator.brands],
      totpSecret: encryptTotpSecret(DEV_OPERATOR_TOTP_SECRET, DEVELOPMENT_CODE_HASH_SECRET),
      totpEnrolledAt: now,
    });
  }
}

import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { operators } from '../../db/schema';
import type { OperatorRole } from './operator-session';

export type OperatorRow = typeof operators.$inferSelect;

export async function findOperatorByEmail(db: Database, email: string): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.email, email.trim().toLowerCase()));
  return row;
}

export async function findOperatorById(db: Database, id: number): Promise<OperatorRow | undefined> {
  const [row] = await db.select().from(operators).where(eq(operators.id, id));
  return row;
}

/**
 * A new secret, not enrolled until its first token is accepted: for an operator still enrolling (each code sign-in
 * before the first TOTP shows a fresh QR code), or one whose stored secret no longer opens (a rotated
 * CODE_HASH_SECRET), who enrols again.
 */
export async function storePendingSecret(db: Database, id: number, sealedSecret: string): Promise<void> {
  await db
    .update(operators)
    .set({ totpSecret: sealedSecret, totpLastStep: null, totpEnrolledAt: null })
    .where(eq(operators.id, id));
}

/**
 * Records the accepted token's step (and the enrolment, the first time), only if no later or equal step was
 * accepted meanwhile: of two requests with one token, one signs in.
 */
export async function acceptTotpStep(db: Database, id: number, step: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(operators)
    .set({
      totpLastStep: step,
      totpEnrolledAt: sql`coalesce(${operators.totpEnrolledAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(and(eq(operators.id, id), or(isNull(operators.totpLastStep), lt(operators.totpLastStep, step))))
    .returning({ id: operators.id });
  return rows.length === 1;
}

export async function listOperators(db: Database): Promise<OperatorRow[]> {
  return db.select().from(operators).orderBy(asc(operators.email));
}

export interface NewOperator {
  email: string;
  name: string;
  role: OperatorRole;
  brands: number[];
  /** Sealed secret already enrolled (the development seed only); normally the first sign-in enrols. */
  totpSecret?: string | null;
  totpEnrolledAt?: Date | null;
}

/** Inserts the operator; null when the e-mail is taken (the unique index decides, so two at once cannot both win). */
export async function insertOperator(db: Database, operator: NewOperator): Promise<OperatorRow | null> {
  const [row] = await db
    .insert(operators)
    .values({
      email: operator.email.trim().toLowerCase(),
      name: operator.name.trim(),
      role: operator.role,
      brands: [...new Set(operator.brands)].sort((a, b) => a - b),
      totpSecret: operator.totpSecret ?? null,
      totpEnrolledAt: operator.totpEnrolledAt ?? null,
    })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

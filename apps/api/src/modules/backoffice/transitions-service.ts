/**
 * One protocol move (ADR 0022), shared by operators, the ERP and the expiry scheduler: in ONE transaction the
 * idempotency key is claimed, the protocol row is locked, the move is checked against the locked status with the
 * domain's table, and the history entry, the new status, the effects and the shopper's outbox row are written.
 */
import { asc, eq, inArray, and } from 'drizzle-orm';
import { allowedTransitions, checkTransition, isDesireTrigger, type DesireTrigger } from '@portal/domain';
import type { Database } from '../../db/client';
import { operators, protocolHistory, protocols, protocolTransitionKeys, type LocalizedText } from '../../db/schema';
import { DomainError } from '../../lib/errors';
import { coreMessages } from '../../lib/messages';
import { enqueueStatusNotification } from '../notifications/enqueue';
import { assignShippingCode, creditWallet, recordRefund } from './effects';
import { recordStatusChanged } from '../events/event-data';
import { backofficeMessages } from './messages';

export type Actor =
  | { source: 'operator'; operatorId: number; brands: readonly number[] }
  | { source: 'erp'; brandId: number }
  | { source: 'scheduler' };

export interface TransitionInput {
  to: number;
  note: string | null;
  /** The note in pt/en/es when it is the system's own text (the scheduler's). */
  noteTexts?: LocalizedText | null;
  denialReason: string | null;
  /** The status the caller saw; when the protocol has moved since, 409 status_changed. */
  from?: number;
}

export interface IdempotencyInput {
  scope: string;
  key: string;
  requestHash: string;
}

export interface HistoryView {
  status: number;
  at: string;
  note: string | null;
  denialReason: string | null;
  operator: { id: number; email: string } | null;
  source: 'portal' | 'operator' | 'erp' | 'scheduler';
}

export interface TransitionAnswer {
  status: number;
  history: HistoryView[];
  allowed: { to: number; requiresReason: boolean }[];
}

export const triggerOfRow = (row: { trigger: string }): DesireTrigger =>
  isDesireTrigger(row.trigger) ? row.trigger : 'T';

export function protocolNotFound(): DomainError {
  return new DomainError('not_found', coreMessages.notFound, { code: 'protocol_not_found' });
}

/** The brands an actor may touch; the scheduler works on every brand. */
function brandScope(actor: Actor) {
  if (actor.source === 'operator') return inArray(protocols.brandId, [...actor.brands]);
  if (actor.source === 'erp') return eq(protocols.brandId, actor.brandId);
  return undefined;
}

/** The back office's view of the history, oldest first, with the audit fields the shopper never receives. */
export async function historyView(db: Database, protocolId: number): Promise<HistoryView[]> {
  const rows = await db
    .select({ entry: protocolHistory, operatorEmail: operators.email })
    .from(protocolHistory)
    .leftJoin(operators, eq(operators.id, protocolHistory.operatorId))
    .where(eq(protocolHistory.protocolId, protocolId))
    .orderBy(asc(protocolHistory.happenedAt), asc(protocolHistory.id));
  return rows.map(({ entry, operatorEmail }) => ({
    status: entry.statusId,
    at: entry.happenedAt.toISOString(),
    note: entry.note,
    denialReason: entry.message,
    operator:
      entry.operatorId !== null && operatorEmail !== null ? { id: entry.operatorId, email: operatorEmail } : null,
    source: entry.source,
  }));
}

export const allowedView = (status: number, trigger: DesireTrigger) =>
  allowedTransitions(status, trigger).map(({ to, requiresReason }) => ({ to, requiresReason }));

function conflict(code: 'transition_not_allowed' | 'status_changed'): DomainError {
  const text = code === 'status_changed' ? backofficeMessages.statusChanged : backofficeMessages.transitionNotAllowed;
  return new DomainError('conflict', text, { code });
}

/** Claims the key; a replay returns the stored answer, the same key with another body is 409. */
async function claimKey(tx: Database, idem: IdempotencyInput, protocolId: number) {
  const inserted = await tx
    .insert(protocolTransitionKeys)
    .values({ scope: idem.scope, key: idem.key, protocolId, requestHash: idem.requestHash })
    .onConflictDoNothing()
    .returning({ key: protocolTransitionKeys.key });
  if (inserted.length > 0) return null;
  const [existing] = await tx
    .select()
    .from(protocolTransitionKeys)
    .where(and(eq(protocolTransitionKeys.scope, idem.scope), eq(protocolTransitionKeys.key, idem.key)));
  if (
    !existing ||
    existing.requestHash !== idem.requestHash ||
    existing.protocolId !== protocolId ||
    existing.responseBody === null
  ) {
    throw new DomainError('conflict', backofficeMessages.transitionKeyReused, { code: 'idempotency_key_reused' });
  }
  return existing.responseBody as TransitionAnswer;
}

export interface TransitionOutcome {
  answer: TransitionAnswer;
  /** False for a replay: nothing was written, nothing new to send. */
  applied: boolean;
}

export async function applyTransition(
  db: Database,
  actor: Actor,
  protocolId: number,
  input: TransitionInput,
  now: Date,
  idem: IdempotencyInput | null,
): Promise<TransitionOutcome> {
  // Read once unlocked: if the locked read below differs, another move got there while this one waited.
  const [seen] = await db
    .select({ statusId: protocols.statusId })
    .from(protocols)
    .where(and(eq(protocols.id, protocolId), brandScope(actor)));
  if (!seen) throw protocolNotFound();
  return db.transaction(async (tx) => {
    // The row first, then the key: the key's foreign key share-locks the row, and a share lock taken before another
    // request's row lock would make the two wait on each other. NO KEY UPDATE, because the move changes no key: rows
    // that reference the protocol (a file uploaded meanwhile) are not held up.
    const [protocol] = await tx
      .select()
      .from(protocols)
      .where(and(eq(protocols.id, protocolId), brandScope(actor)))
      .for('no key update');
    if (!protocol) throw protocolNotFound();
    if (idem) {
      const replay = await claimKey(tx, idem, protocolId);
      if (replay) return { answer: replay, applied: false };
    }
    const trigger = triggerOfRow(protocol);
    const expected = input.from ?? seen.statusId;
    const check = checkTransition(protocol.statusId, input.to, trigger, { denialReason: input.denialReason });
    if (!check.ok) {
      if (check.refusal === 'denial_reason_required') {
        throw new DomainError('validation', backofficeMessages.denialReasonRequired, {
          code: 'denial_reason_required',
        });
      }
      throw conflict(expected !== protocol.statusId ? 'status_changed' : 'transition_not_allowed');
    }
    if (input.from !== undefined && input.from !== protocol.statusId) throw conflict('status_changed');
    // A comment is its note: an empty one would be a blank card in the shopper's timeline.
    if (check.kind === 'comment' && !input.note?.trim()) {
      throw new DomainError('validation', backofficeMessages.commentNoteRequired, { code: 'note_required' });
    }
    // A system note in three languages already says why (the scheduler's expiry): it is not repeated as MSG_DESC.
    const reason = check.kind === 'denial' && !input.noteTexts ? input.denialReason!.trim() : null;

    const [entry] = await tx
      .insert(protocolHistory)
      .values({
        protocolId,
        statusId: input.to,
        happenedAt: now,
        note: input.noteTexts?.pt ?? input.note,
        noteTexts: input.noteTexts ?? null,
        message: reason,
        operatorId: actor.source === 'operator' ? actor.operatorId : null,
        source: actor.source,
      })
      .returning({ id: protocolHistory.id });
    let status = protocol.statusId;
    if (check.changesStatus) {
      status = input.to;
      await tx.update(protocols).set({ statusId: status }).where(eq(protocols.id, protocolId));
      for (const effect of check.effects) {
        if (effect === 'wallet_credit') await creditWallet(tx, protocol, now);
        if (effect === 'refund_record') await recordRefund(tx, protocol, now);
        if (effect === 'shipping_code') await assignShippingCode(tx, protocol, now);
        // 'close' writes nothing: the order lines are free once the status is closed (orders/open-statuses).
      }
      await enqueueStatusNotification(tx, {
        protocolId,
        statusId: status,
        note: input.note,
        noteTexts: input.noteTexts ?? null,
        denialReason: reason,
        dedupeKey: `protocol-move:${entry!.id}`,
        now,
      });
      // protocol.status_changed for the brand's systems (issue 26), in the move's transaction.
      await recordStatusChanged(tx, {
        protocol,
        statusId: status,
        source: actor.source,
        entry: { id: entry!.id, happenedAt: now, note: input.noteTexts?.pt ?? input.note ?? null },
      });
    }
    const answer: TransitionAnswer = {
      status,
      history: await historyView(tx, protocolId),
      allowed: allowedView(status, trigger),
    };
    if (idem) {
      await tx
        .update(protocolTransitionKeys)
        .set({ responseStatus: 200, responseBody: answer })
        .where(and(eq(protocolTransitionKeys.scope, idem.scope), eq(protocolTransitionKeys.key, idem.key)));
    }
    return { answer, applied: true };
  });
}

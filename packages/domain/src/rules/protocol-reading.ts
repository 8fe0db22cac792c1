/**
 * What a shopper may see of a protocol's history and what they may still change on it (spec §2 'Protocol detail',
 * §4 history rules, issue 10). The API applies these before sending and before writing; the web applies the same
 * functions so a list it already holds behaves the same.
 */
import { STATUS, type StatusId } from '../statuses';
import type { DesireTrigger } from './entities';
import { flowFor, isOpenStatus, remainingStepsFor } from './protocol-flow';

/**
 * Notes that mark an internal entry: a failed integration ('Erro…') or the back office's automatic workflow ('Fluxo
 * atendimento…'). Spec §7 drops them from the history the shopper sees; the match is on the text as written, case
 * included, as the existing back office writes it.
 */
export const INTERNAL_NOTE_MARKERS: readonly string[] = ['Erro', 'Fluxo atend'];

export function isInternalHistoryNote(note: string | null | undefined): boolean {
  return note !== null && note !== undefined && INTERNAL_NOTE_MARKERS.some((marker) => note.includes(marker));
}

/** The entries a shopper may see, in the order given. */
export function visibleHistory<T extends { note: string | null | undefined }>(entries: readonly T[]): T[] {
  return entries.filter((entry) => !isInternalHistoryNote(entry.note));
}

/** A note kept on a step: when it was written (ISO instant) and its text. */
export interface StepNote {
  PHS_DATA: string;
  PHS_OBS: string;
}

/**
 * The history as steps (spec §4: its last entry is the current status, issue 24): a Comments entry (a file received,
 * a contact correction) is a note on the step the protocol stood at, added to that step's `PHS_NOTAS`, never a step.
 * A comment with no step before it stays an entry. Entries oldest first.
 */
export function commentsAsStepNotes<
  T extends { SIT_ID: number; PHS_DATA: string; PHS_OBS?: string | null; PHS_NOTAS?: StepNote[] },
>(entries: readonly T[]): T[] {
  const steps: T[] = [];
  for (const entry of entries) {
    const step = steps.at(-1);
    if (entry.SIT_ID !== STATUS.COMMENTS || !step) {
      steps.push(entry);
      continue;
    }
    if (!entry.PHS_OBS) continue;
    const note = { PHS_DATA: entry.PHS_DATA, PHS_OBS: entry.PHS_OBS };
    steps[steps.length - 1] = { ...step, PHS_NOTAS: [...(step.PHS_NOTAS ?? []), note] };
  }
  return steps;
}

/**
 * The future steps of a protocol, from the statuses the shopper sees (oldest first) and its current status. The
 * current status is the stored one: a protocol closed by an entry the shopper does not see (an error) has no future.
 */
export function timelineFor(
  trigger: DesireTrigger,
  visibleStatuses: readonly number[],
  currentStatus: number,
): StatusId[] {
  if (!isOpenStatus(currentStatus)) return [];
  return remainingStepsFor(trigger, visibleStatuses);
}

/**
 * Detours that can happen while the product is still on its way and say nothing about its analysis: a comment (the
 * note of a contact change itself) and a wait for a person to attend. Any other off-path status is back-office work
 * on a received product (shipment, refund by post, reserved order…), after which the pickup address no longer matters.
 */
const DETOURS_BEFORE_ANALYSIS: readonly number[] = [STATUS.COMMENTS, STATUS.AWAITING_ATTENTION];

export type ContactEditCheck = { editable: true } | { editable: false; reason: 'closed' | 'advanced' };

/**
 * Whether the shopper may still correct the contact phone and pickup address (issue 10): only while the protocol is
 * open and has not reached 'Awaiting analysis' on its path. Past that the product has arrived, so a pickup address or
 * a phone for the carrier no longer changes anything and would only rewrite what the back office already used.
 * `history` is every status the protocol has been through, oldest first (internal entries included: an error entry
 * after analysis still means the product was analysed).
 */
export function canEditProtocolContact(trigger: DesireTrigger, history: readonly number[]): ContactEditCheck {
  const current = history.at(-1);
  if (current !== undefined && !isOpenStatus(current)) return { editable: false, reason: 'closed' };
  const flow = flowFor(trigger) as readonly number[];
  const analysisAt = flow.indexOf(STATUS.AWAITING_ANALYSIS);
  const beforeAnalysis = history.every((id) => {
    const at = flow.indexOf(id);
    return at === -1 ? DETOURS_BEFORE_ANALYSIS.includes(id) : at < analysisAt;
  });
  return beforeAnalysis ? { editable: true } : { editable: false, reason: 'advanced' };
}

/**
 * The workload calls of the console (issue 27): take, assign, bulk moves and internal notes. They live with the console
 * because the queue and the protocol page use them; the dashboard and slip pages (features/workload) read them too.
 */
import {
  assignmentAnswer,
  bulkAnswer,
  noteAnswer,
  notesAnswer,
  targetsAnswer,
  type BulkAnswer,
  type InternalNote,
  type StatusTarget,
  type StatusTargetChange,
} from '@portal/domain/backoffice';
import { backofficeRequest } from './client';

export type { BulkAnswer } from '@portal/domain/backoffice';

export async function takeProtocol(prtId: number) {
  return assignmentAnswer.parse(await backofficeRequest(`/protocols/${prtId}/take`, { method: 'POST' }));
}

export async function assignProtocol(prtId: number, operatorId: number) {
  return assignmentAnswer.parse(
    await backofficeRequest(`/protocols/${prtId}/assign`, { method: 'POST', body: { operatorId } }),
  );
}

export interface BulkMove {
  /** One id per bulk action, kept across retries of it, so a retry moves nothing twice. */
  bulkId: string;
  prtIds: number[];
  to: number;
  note: string;
}

export async function bulkMove(move: BulkMove): Promise<BulkAnswer> {
  return bulkAnswer.parse(await backofficeRequest('/workload/bulk-moves', { method: 'POST', body: move }));
}

export async function internalNotes(prtId: number, signal?: AbortSignal): Promise<InternalNote[]> {
  return notesAnswer.parse(await backofficeRequest(`/protocols/${prtId}/internal-notes`, { signal })).notes;
}

export async function addInternalNote(prtId: number, note: string): Promise<InternalNote> {
  return noteAnswer.parse(
    await backofficeRequest(`/protocols/${prtId}/internal-notes`, { method: 'POST', body: { note } }),
  ).note;
}

export async function statusTargets(brand: number | null, signal?: AbortSignal): Promise<StatusTarget[]> {
  return targetsAnswer.parse(await backofficeRequest('/workload/targets', { query: { brand }, signal })).targets;
}

/** Sets one brand's target for one status; null removes it (admins). */
export async function setStatusTarget(input: StatusTargetChange) {
  return targetsAnswer.parse(await backofficeRequest('/workload/targets', { method: 'POST', body: input })).targets;
}

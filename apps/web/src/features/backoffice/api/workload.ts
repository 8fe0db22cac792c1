/**
 * The workload calls of the console (issue 27): take, assign, bulk moves and internal notes. They live with the console
 * because the queue and the protocol page use them; the dashboard and slip pages (features/workload) read them too.
 */
import { z } from 'zod';
import { backofficeRequest } from './client';

const assignmentAnswer = z.object({
  prtId: z.number(),
  assignee: z.object({ id: z.number(), name: z.string() }).nullable(),
});

export async function takeProtocol(prtId: number) {
  return assignmentAnswer.parse(await backofficeRequest(`/protocols/${prtId}/take`, { method: 'POST' }));
}

export async function assignProtocol(prtId: number, operatorId: number) {
  return assignmentAnswer.parse(
    await backofficeRequest(`/protocols/${prtId}/assign`, { method: 'POST', body: { operatorId } }),
  );
}

/** The most protocols one bulk move takes (the API's limit). */
export const BULK_MAX = 200;

export const bulkAnswer = z.object({
  bulkId: z.string(),
  moved: z.array(z.object({ prtId: z.number(), status: z.number(), replay: z.boolean() })),
  notMoved: z.array(z.object({ prtId: z.number(), code: z.string(), message: z.string() })),
});
export type BulkAnswer = z.infer<typeof bulkAnswer>;

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

const noteSchema = z.object({
  id: z.number(),
  note: z.string(),
  at: z.string(),
  operator: z.object({ id: z.number(), name: z.string() }),
});
export type InternalNote = z.infer<typeof noteSchema>;

export async function internalNotes(prtId: number, signal?: AbortSignal): Promise<InternalNote[]> {
  return z
    .object({ notes: z.array(noteSchema) })
    .parse(await backofficeRequest(`/protocols/${prtId}/internal-notes`, { signal })).notes;
}

export async function addInternalNote(prtId: number, note: string): Promise<InternalNote> {
  return z
    .object({ note: noteSchema })
    .parse(await backofficeRequest(`/protocols/${prtId}/internal-notes`, { method: 'POST', body: { note } })).note;
}

const targetsAnswer = z.object({
  targets: z.array(z.object({ brandId: z.number(), status: z.number(), targetHours: z.number() })),
});
export type StatusTarget = z.infer<typeof targetsAnswer>['targets'][number];

export async function statusTargets(brand: number | null, signal?: AbortSignal): Promise<StatusTarget[]> {
  return targetsAnswer.parse(await backofficeRequest('/workload/targets', { query: { brand }, signal })).targets;
}

/** Sets one brand's target for one status; null removes it (admins). */
export async function setStatusTarget(input: { brandId: number; status: number; targetHours: number | null }) {
  return targetsAnswer.parse(await backofficeRequest('/workload/targets', { method: 'POST', body: input })).targets;
}

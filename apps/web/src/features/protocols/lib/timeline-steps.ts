import {
  commentsAsStepNotes,
  isInternalHistoryNote,
  isOpenStatus,
  STATUS,
  type ProtocolHistoryEntry,
  type ProtocolTimelineStep,
} from '@portal/domain';

/**
 * How a step of the timeline is drawn: reached before ('done'), where the protocol stands ('current'), still to come
 * ('ahead'), or the last step of a protocol that ended, well ('finished') or not ('closed': denied, expired, error).
 */
export type StepState = 'done' | 'current' | 'ahead' | 'finished' | 'closed';

export interface TimelineStep {
  key: string;
  statusId: number;
  name: string;
  state: StepState;
  /** ISO instant of a reached step; null for a step ahead. */
  date: string | null;
  note: string | null;
  /** Notes written while the protocol stood at this step (a file received, a contact change), oldest first. */
  notes: { date: string; text: string }[];
  message: string | null;
}

function lastStepState(statusId: number): StepState {
  if (isOpenStatus(statusId)) return 'current';
  return statusId === STATUS.FINISHED ? 'finished' : 'closed';
}

/**
 * The steps of the timeline (spec §2, §4): the history's entries the shopper may see (spec §7 drops internal notes,
 * even if the server already did), oldest first by date, the last being the current status (comments folded into
 * the step they were written at); then the future steps.
 */
export function buildTimelineSteps(
  history: readonly ProtocolHistoryEntry[],
  future: readonly ProtocolTimelineStep[],
): TimelineStep[] {
  const sorted = history
    .filter((entry) => !isInternalHistoryNote(entry.PHS_OBS))
    .map((entry, index) => ({ entry, index, time: Date.parse(entry.PHS_DATA) }))
    // Stable on equal dates: the server's order breaks ties.
    .sort((a, b) => a.time - b.time || a.index - b.index)
    .map(({ entry }) => entry);
  // Comments are notes on the step they were written at, never a step (issue 24): the same rule the server applies.
  const past = commentsAsStepNotes(sorted);
  const reached = past.map((entry, index): TimelineStep => {
    const isLast = index === past.length - 1;
    return {
      key: `past-${index}`,
      statusId: entry.SIT_ID,
      name: entry.SIT_NOME,
      state: isLast ? lastStepState(entry.SIT_ID) : 'done',
      date: entry.PHS_DATA,
      note: entry.PHS_OBS,
      notes: (entry.PHS_NOTAS ?? []).map((note) => ({ date: note.PHS_DATA, text: note.PHS_OBS })),
      message: entry.MSG_DESC,
    };
  });
  const current = past.at(-1);
  // A closed protocol has nothing ahead, whatever a stale timeline says.
  const ahead = current && !isOpenStatus(current.SIT_ID) ? [] : future;
  return [
    ...reached,
    ...ahead.map((step, index): TimelineStep => ({
      key: `ahead-${index}`,
      statusId: step.SIT_ID_NEW,
      name: step.SIT_NOME,
      state: 'ahead',
      date: null,
      note: null,
      notes: [],
      message: null,
    })),
  ];
}

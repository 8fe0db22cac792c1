/** The dashboard's period: São Paulo calendar days, 12 weeks ending today unless the admin picks others. */
import { saoPauloDateKey } from '@portal/domain';

const DAY_MS = 86_400_000;
export const DEFAULT_DAYS = 84;
/** A longer period is refused: the figures stay indexed reads of a bounded range. */
export const MAX_DAYS = 731;

export interface Period {
  from: string;
  to: string;
}

const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const dateOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The period asked for, swapped when given backwards; null when it spans more than MAX_DAYS. */
export function periodOf(query: { from?: string; to?: string }, now: Date): Period | null {
  const to = query.to ?? saoPauloDateKey(now);
  const from = query.from ?? dateOf(dayNumber(to) - (DEFAULT_DAYS - 1));
  const [first, last] = from <= to ? [from, to] : [to, from];
  if (dayNumber(last) - dayNumber(first) + 1 > MAX_DAYS) return null;
  return { from: first, to: last };
}

/** The day after, for an exclusive upper bound. */
export const nextDay = (date: string) => dateOf(dayNumber(date) + 1);

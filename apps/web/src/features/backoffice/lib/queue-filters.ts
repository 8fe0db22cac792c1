import { isStatusId, SHIPMENT_QUEUE_FILTERS, type ShipmentQueueFilter } from '@portal/domain';

/** What the queue shows; the URL holds it, so a filtered queue can be reloaded, bookmarked and sent to a colleague. */
export interface QueueFilters {
  brand: number | null;
  status: number | null;
  olderThanDays: number | null;
  q: string;
  /** Whose protocols (issue 27): the operator's own, nobody's, or one operator's by id. */
  assignee: QueueAssignee | null;
  /** Where the return's parcel stands (issue 48): code not used, in transit, delivered, carrier error. */
  shipping: ShipmentQueueFilter | null;
  page: number;
}

export type QueueAssignee = 'mine' | 'unassigned' | number;

function readAssignee(value: string | null): QueueAssignee | null {
  if (value === 'mine' || value === 'unassigned') return value;
  return positiveInt(value);
}

/** The contract's page size: one screen of rows on a laptop. */
export const QUEUE_PAGE_SIZE = 20;

/** Age thresholds offered by the age filter, in days: a day late, a week, a fortnight, a month. */
export const AGE_OPTIONS = [1, 3, 7, 15, 30] as const;

/** Longest search text sent: an e-mail is the longest thing one searches by. */
export const QUEUE_SEARCH_MAX_LENGTH = 254;

function readShipping(value: string | null): ShipmentQueueFilter | null {
  return SHIPMENT_QUEUE_FILTERS.find((filter) => filter === value) ?? null;
}

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

/**
 * Reads the filters from the URL; anything malformed (a hand-edited address) is dropped rather than sent. A brand
 * outside the operator's brands is left for the server to answer (404), except that the brand filter offers only theirs.
 */
export function readQueueFilters(params: URLSearchParams): QueueFilters {
  const statusText = params.get('status');
  const status = statusText !== null && /^-?\d{1,3}$/.test(statusText) ? Number(statusText) : null;
  return {
    brand: positiveInt(params.get('brand')),
    status: status !== null && isStatusId(status) ? status : null,
    olderThanDays: positiveInt(params.get('olderThanDays')),
    q: (params.get('q') ?? '').trim().slice(0, QUEUE_SEARCH_MAX_LENGTH),
    assignee: readAssignee(params.get('assignee')),
    shipping: readShipping(params.get('shipping')),
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Writes the filters back, leaving out what is empty or the default (page 1) so addresses stay short. */
export function writeQueueFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.brand !== null) params.set('brand', String(filters.brand));
  if (filters.status !== null) params.set('status', String(filters.status));
  if (filters.olderThanDays !== null) params.set('olderThanDays', String(filters.olderThanDays));
  if (filters.q) params.set('q', filters.q);
  if (filters.assignee !== null) params.set('assignee', String(filters.assignee));
  if (filters.shipping !== null) params.set('shipping', filters.shipping);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** A changed filter starts again at page 1: page 4 of the old result means nothing in the new one. */
export function changeFilters(current: QueueFilters, change: Partial<Omit<QueueFilters, 'page'>>): QueueFilters {
  return { ...current, ...change, page: 1 };
}

/** The query string of GET /api/backoffice/protocols for these filters. */
export function queueQuery(filters: QueueFilters) {
  return {
    brand: filters.brand,
    status: filters.status,
    olderThanDays: filters.olderThanDays,
    q: filters.q,
    assignee: filters.assignee,
    shipping: filters.shipping,
    page: filters.page,
    pageSize: QUEUE_PAGE_SIZE,
  };
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

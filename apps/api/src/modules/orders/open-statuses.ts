import { isOpenStatus, LINE_SETTLED_STATUS_IDS, STATUS_IDS } from '@portal/domain';

/**
 * The statuses that end a protocol, as a list the orders SQL can bind. The SQL asks 'not closed' rather than 'open'
 * so that a status the catalogue does not know counts as open, exactly as the domain's isOpenStatus says.
 */
export const CLOSED_STATUS_IDS: readonly number[] = STATUS_IDS.filter((id) => !isOpenStatus(id));

/** The closed statuses in which a protocol still holds its lines: it settled them (ADR 0030). */
export const SETTLED_STATUS_IDS: readonly number[] = LINE_SETTLED_STATUS_IDS;

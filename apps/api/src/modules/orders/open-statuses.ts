import { isOpenStatus, STATUS_IDS } from '@portal/domain';

/**
 * The statuses that end a protocol, as a list the orders SQL can bind. The SQL asks 'not closed' rather than 'open'
 * so that a status the catalogue does not know counts as open, exactly as the domain's isOpenStatus says.
 */
export const CLOSED_STATUS_IDS: readonly number[] = STATUS_IDS.filter((id) => !isOpenStatus(id));

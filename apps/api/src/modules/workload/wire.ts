/**
 * The workload calls' wire contract (issue 27, ADR 0047): the bodies and answers are the domain's
 * (@portal/domain/backoffice, which the console parses with); the routes' path parameters are here.
 */
import { z } from 'zod';
import { consoleIdField as id } from '@portal/domain/backoffice';

export {
  assignBody,
  assignmentAnswer,
  bulkAnswer,
  bulkBody,
  noteAnswer,
  noteBody,
  notesAnswer,
  slipAnswer,
  targetBody,
  targetsAnswer,
  targetsQuery,
} from '@portal/domain/backoffice';

export const prtParams = z.object({ prtId: id.describe('The protocol (PRT_ID).') });

/**
 * The back office's wire contract (ADR 0022): the bodies, queries and answers of every /api/backoffice and /api/erp
 * route are the domain's (@portal/domain/backoffice), which the console parses its answers with; the routes' path
 * parameters are here. Texts are the domain's text fields (ADR 0015): trimmed, and a control character (a NUL would
 * end in PostgreSQL as a 500) refused with 400 'invalidCharacters', naming the field in the request's language.
 */
import { z } from 'zod';
import { consoleIdField as id } from '@portal/domain/backoffice';

export {
  codeBody,
  erpTransitionBody,
  newOperatorBody,
  operatorAnswer,
  operatorChangeBody,
  operatorRowAnswer,
  operatorsAnswer,
  protocolAnswer,
  queueAnswer,
  queueQuery,
  reportAnswer,
  reportCsvQuery,
  reportQuery,
  totpBody,
  transitionAnswer,
  transitionBody,
  verifyAnswer,
  verifyBody,
} from '@portal/domain/backoffice';

export const protocolParams = z.object({ prtId: id });
export const fileParams = z.object({ prtId: id, fileId: id });
export const operatorParams = z.object({ operatorId: id });

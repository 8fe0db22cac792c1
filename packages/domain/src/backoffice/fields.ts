/** Fields every back-office wire schema builds on (ADR 0015: bounded integers, texts without control characters). */
import { z } from 'zod';
import { DB_INT_MAX, plainTextField } from '../schemas/fields';
import { isStatusId } from '../statuses';
import { TRANSITION_TEXT_MAX } from '../rules/transitions';

/**
 * An id of a back-office body or query: a whole number from 1 to the int4 maximum (a numeric text is read too). A
 * coercion, not coercedIntField's transform: answers carry these ids too, and a transform cannot be encoded.
 */
export const consoleIdField = z.coerce.number().int().positive().max(DB_INT_MAX);

const NOT_A_STATUS = { message: 'not a status of the catalogue (SIT_ID of spec §4)' };

/** A status (SIT_ID) a body names: one of the catalogue's (statuses.ts), never merely a number in range. */
export const statusIdField = z.number().int().refine((id): boolean => isStatusId(id), NOT_A_STATUS);

/** A status a query names ('-1', '3'…), as statusIdField. */
export const statusQueryField = plainTextField()
  .regex(/^-?\d{1,3}$/, NOT_A_STATUS)
  .transform(Number)
  .pipe(statusIdField);

/** An instant of an answer, ISO 8601. */
export const isoInstant = z.string();

const EMAIL_MAX = 254;
/** Any address zod takes (not the shoppers' stricter rule of spec §5: an operator's address may end in '.info'). */
export const operatorEmailField = plainTextField().email().max(EMAIL_MAX);

/** Operators' notes and denial reasons may run over lines, as the console's text area lets them. */
export const operatorNoteField = plainTextField({ multiLine: true }).max(TRANSITION_TEXT_MAX);

/** Fields every back-office wire schema builds on (ADR 0015: bounded integers, texts without control characters). */
import { z } from 'zod';
import { DB_INT_MAX, plainTextField } from '../schemas/fields';
import { TRANSITION_TEXT_MAX } from '../rules/transitions';

/** An id of a back-office body or query: a whole number from 1 to the int4 maximum (a numeric text is read too). */
export const consoleIdField = z.coerce.number().int().positive().max(DB_INT_MAX);

/** A status (SIT_ID) a body names. */
export const statusIdField = z.number().int().min(-1).max(99);

/** An instant of an answer, ISO 8601. */
export const isoInstant = z.string();

const EMAIL_MAX = 254;
/** Any address zod takes (not the shoppers' stricter rule of spec §5: an operator's address may end in '.info'). */
export const operatorEmailField = plainTextField().email().max(EMAIL_MAX);

/** Operators' notes and denial reasons may run over lines, as the console's text area lets them. */
export const operatorNoteField = plainTextField({ multiLine: true }).max(TRANSITION_TEXT_MAX);

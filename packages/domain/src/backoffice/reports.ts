/** The reasons report (ADR 0022): protocols per month, brand, reason, desire and status, on screen and as CSV. */
import { z } from 'zod';
import { LANGUAGES } from '../constants';
import { isCalendarDay, plainTextField } from '../schemas/fields';
import { consoleIdField } from './fields';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
/** A month of the calendar the database's dates hold (year 0000 is none). */
const monthQuery = plainTextField()
  .regex(MONTH)
  .refine((month) => isCalendarDay(`${month}-01`));

export const reportQuery = z.object({ from: monthQuery, to: monthQuery, brand: consoleIdField.optional() });
/**
 * The CSV is fetched by a plain download link, which carries the browser's Accept-Language, not the console's choice:
 * the link names the language itself.
 */
export const reportCsvQuery = reportQuery.extend({ lang: z.enum(LANGUAGES).optional() });

const reportRowSchema = z.object({
  month: z.string().regex(MONTH),
  brandId: z.number().int(),
  /** The brand's name (additive): the screen and the CSV name brands, not their ids. */
  brandName: z.string(),
  reasonName: z.string(),
  desireName: z.string(),
  status: z.number().int(),
  count: z.number().int(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;
export const reportAnswer = z.object({ rows: z.array(reportRowSchema) });

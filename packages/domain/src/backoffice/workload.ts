/**
 * The workload calls' wire contract (issue 27, ADR 0047): assignment, per-status age targets, bulk moves, internal
 * notes and the receiving slip, all under /api/backoffice.
 */
import { z } from 'zod';
import { consoleIdField as id, operatorNoteField, statusIdField as statusId } from './fields';

/** The most protocols one bulk move takes: a pallet, and what one request moves well within its time. */
export const BULK_MAX = 200;

export const assigneeSchema = z
  .object({
    id: z.number().int().describe('The operator responsible.'),
    name: z.string().describe("The operator's name."),
  })
  .describe("The spec's 'responsible': the operator working the protocol.");

export const assignBody = z
  .object({ operatorId: id.describe('The agent or admin to make responsible; they must work the brand.') })
  .describe("An admin's assignment.");

export const assignmentAnswer = z
  .object({ prtId: z.number().int(), assignee: assigneeSchema.nullable().describe('Null once released.') })
  .describe('Who is responsible for the protocol now.');

export const targetsQuery = z.object({ brand: id.optional().describe('One of your brands; all of them by default.') });
export const targetSchema = z.object({
  brandId: z.number().int(),
  status: z.number().int().describe('SIT_ID.'),
  targetHours: z.number().int().describe('Hours a protocol may stay in this status before it is late.'),
});
export type StatusTarget = z.infer<typeof targetSchema>;
export const targetsAnswer = z
  .object({ targets: z.array(targetSchema) })
  .describe("The brands' per-status age targets.");
export const targetBody = z
  .object({
    brandId: id.describe('One of your brands.'),
    status: statusId.describe('SIT_ID.'),
    targetHours: z
      .number()
      .int()
      .min(1)
      .max(8760)
      .nullable()
      .describe('Hours (1 to 8760, a year); null removes the target.'),
  })
  .describe('Sets (or removes) one status target of one brand; admins only.');
export type StatusTargetChange = z.infer<typeof targetBody>;

export const bulkBody = z
  .object({
    bulkId: z.string().uuid().describe('Chosen by the caller once per bulk action: a retry sends the same one.'),
    prtIds: z
      .array(id)
      .min(1)
      .max(BULK_MAX)
      .refine((ids) => new Set(ids).size === ids.length, { message: 'duplicate protocol ids' })
      .describe(`Up to ${BULK_MAX} protocols, each listed once.`),
    to: statusId.describe('The status to move every protocol to.'),
    from: statusId
      .optional()
      .describe('The status the caller saw them in: a protocol moved since is left as status_changed.'),
    note: operatorNoteField.optional().default(''),
    denialReason: operatorNoteField.optional(),
  })
  .describe('One move applied to many protocols, each in its own transaction.');

export const bulkAnswer = z
  .object({
    bulkId: z.string(),
    moved: z
      .array(
        z.object({
          prtId: z.number().int(),
          status: z.number().int(),
          replay: z.boolean().describe('True when an earlier try of this bulk action had already moved it.'),
        }),
      )
      .describe('Moved (now or by an earlier try of the same bulk action).'),
    notMoved: z
      .array(
        z.object({
          prtId: z.number().int(),
          code: z
            .string()
            .describe('Why: transition_not_allowed, status_changed, protocol_not_found, denial_reason_required…'),
          message: z.string().describe("The reason in the request's language."),
        }),
      )
      .describe('Not moved, each with its reason.'),
  })
  .describe("The bulk move's result per protocol.");
export type BulkAnswer = z.infer<typeof bulkAnswer>;

export const noteBody = z
  .object({ note: operatorNoteField.min(1).describe('The note.') })
  .describe('An internal note: operators read it, the shopper never does.');
const noteSchema = z.object({
  id: z.number().int(),
  note: z.string(),
  at: z.string().describe('When it was written (ISO 8601).'),
  operator: z.object({ id: z.number().int(), name: z.string() }),
});
export const notesAnswer = z
  .object({ notes: z.array(noteSchema) })
  .describe("The protocol's internal notes, oldest first.");
export const noteAnswer = z.object({ note: noteSchema });
export type InternalNote = z.infer<typeof noteSchema>;

export const slipAnswer = z
  .object({
    prtId: z.number().int(),
    brandName: z.string(),
    createdAt: z.string(),
    customerName: z.string(),
    shippingCode: z.string().nullable(),
    items: z.array(
      z.object({
        position: z.number().int(),
        productCode: z.string(),
        productName: z.string(),
        /** Why it came back and what the shopper asked for, in the request's language (additive, issue 46). */
        reasonName: z.string(),
        desireName: z.string(),
        colour: z.string(),
        size: z.string(),
        exchangeSize: z.string().nullable(),
        quantity: z.number().int(),
        /** The shopper's own words about the item (additive, issue 46); null when none. */
        observation: z.string().nullable(),
      }),
    ),
  })
  .describe(
    "What the warehouse's receiving slip prints: the protocol number (the web draws its Code 128), items, sizes.",
  );
export type Slip = z.infer<typeof slipAnswer>;

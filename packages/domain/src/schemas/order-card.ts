/**
 * The expanded order card's form (spec §2, §4, §5). What is required depends on the chosen reason and desire, so the
 * schema is built for the card's context and runs the order-card rule; the form and the API share it.
 */
import { z } from 'zod';
import { MAX_NOTE_LENGTH, MAX_TEXT_LENGTH } from '../constants';
import type { DesireFlags } from '../rules/desires';
import type { Desire } from '../rules/entities';
import { orderCardIssues, type OrderCardContext } from '../rules/order-card';
import { codeError, issueMessage, plainTextField, positiveIdField } from './fields';

/** Selects hand back '' for nothing chosen and strings for ids: here the wire does send numbers as strings. */
const chosenId = z
  .union([z.number(), z.string(), z.null()], codeError('required'))
  .optional()
  .transform((value) => (value === null || value === undefined || String(value).trim() === '' ? null : Number(value)))
  .pipe(positiveIdField.nullable());

const text = (max: number, multiLine = false) =>
  plainTextField({ multiLine }).max(max, codeError('required')).optional().default('');

export const orderCardFormShape = {
  motivoCodigo: chosenId,
  smotivoCodigo: chosenId,
  desejoCodigo: chosenId,
  observacao: text(MAX_NOTE_LENGTH, true),
  tamanhoTroca: text(MAX_TEXT_LENGTH),
  corTroca: text(MAX_TEXT_LENGTH),
  ban_codigo: z
    .union([z.string(), z.number()], codeError('bankRequired'))
    .optional()
    .transform((value) => (value === undefined ? '' : String(value).trim())),
  cli_agencia: text(MAX_TEXT_LENGTH),
  cli_conta: text(MAX_TEXT_LENGTH),
  cli_chavepix: text(MAX_TEXT_LENGTH),
};

export interface OrderCardSchemaContext extends Omit<OrderCardContext, 'desire'> {
  /** The desires on offer for the chosen reason; desejoCodigo must be one of them. */
  desires: readonly (DesireFlags & Pick<Desire, 'MOT_ID'>)[];
}

export function orderCardFormSchema(context: OrderCardSchemaContext) {
  return z.object(orderCardFormShape).superRefine((values, ctx) => {
    const desire = context.desires.find((candidate) => candidate.MOT_ID === values.desejoCodigo);
    for (const issue of orderCardIssues(values, { ...context, desire })) {
      ctx.addIssue({ code: 'custom', path: [issue.field], ...issueMessage(issue.code) });
    }
  });
}
export type OrderCardForm = z.infer<ReturnType<typeof orderCardFormSchema>>;
export type OrderCardFormInput = z.input<ReturnType<typeof orderCardFormSchema>>;

/**
 * A brand's terms over the shared catalogue (issue 27, ADR 0055), under /api/backoffice/settings/brands/:brandId, for
 * that brand's admins: the API validates and documents with these schemas, the console parses its answers with them.
 * Every term is nullable: null is 'as the shared catalogue says'. Zod checks the shapes; the ranges are the domain's
 * rules (rules/policy-settings-terms.ts), as for the shared rows. The routes' path parameters live with the routes.
 */
import { z } from 'zod';
import { localizedText } from './settings';

const term = <T extends z.ZodType>(schema: T, what: string) => schema.nullable().describe(`${what} Null: as shared.`);

export const reasonTermsBody = z
  .object({
    active: term(z.boolean(), 'ASS_ATIVO for this brand.'),
    operatorOnly: term(z.boolean(), 'ASS_MOT_OPE for this brand.'),
    slaRestricted: term(z.boolean(), 'ASS_RESTRICAO_SLA for this brand.'),
    slaDays: term(z.number(), 'ASS_SLA_TROCA for this brand, whole days.'),
    requiresImages: term(z.boolean(), 'ASS_EXIGE_IMG for this brand.'),
  })
  .strict()
  .describe("A brand's terms of a reason.");

export const subReasonTermsBody = z
  .object({ active: term(z.boolean(), 'Offered to this brand’s shoppers.') })
  .strict()
  .describe("A brand's terms of a sub-reason.");

export const desireTermsBody = z
  .object({
    active: term(z.boolean(), 'MOT_ATIVO for this brand.'),
    bonus: term(
      z.object({ code: z.number().int().positive().nullable().describe('BON_CODIGO; null: no bonus.') }).strict(),
      "This brand's bonus (store credit only).",
    ),
    auxiliaryMessage: term(localizedText, 'MOT_MSG_AUXILIAR for this brand.'),
  })
  .strict()
  .describe("A brand's terms of a desire.");

const effectiveReason = z.object({
  active: z.boolean(),
  operatorOnly: z.boolean(),
  slaRestricted: z.boolean(),
  slaDays: z.number().int(),
  requiresImages: z.boolean(),
});
const effectiveDesire = z.object({
  active: z.boolean(),
  bonusCode: z.number().int().nullable(),
  auxiliaryMessage: localizedText.nullable(),
});
const effective = (what: string) => `What this brand's shoppers get: ${what}.`;

export const reasonTermsAnswer = z.object({
  reasonId: z.number().int(),
  terms: reasonTermsBody,
  effective: effectiveReason.describe(effective('the brand’s terms over the shared reason')),
});
export const subReasonTermsAnswer = z.object({
  subReasonId: z.number().int(),
  terms: subReasonTermsBody,
  effective: z.object({ active: z.boolean() }).describe(effective('the brand’s terms over the shared sub-reason')),
});
export const desireTermsAnswer = z.object({
  desireId: z.number().int(),
  terms: desireTermsBody,
  effective: effectiveDesire.describe(effective('the brand’s terms over the shared desire')),
});

export const brandTermsAnswer = z
  .object({
    brandId: z.number().int(),
    reasons: z.array(reasonTermsAnswer),
    subReasons: z.array(subReasonTermsAnswer),
    desires: z.array(desireTermsAnswer),
  })
  .describe("One brand's terms over every row of the shared catalogue, and what its shoppers get.");

/** The answer of saving one kind of terms, by the kind of shared row (the console's names). */
export const TERMS_ANSWERS = {
  reason: reasonTermsAnswer,
  subReason: subReasonTermsAnswer,
  desire: desireTermsAnswer,
} as const;
/** The kinds of shared row a brand has terms of. */
export type BrandTermsKind = keyof typeof TERMS_ANSWERS;

export type EffectiveReason = z.infer<typeof effectiveReason>;
export type ReasonTermsRow = z.infer<typeof reasonTermsAnswer>;
export type SubReasonTermsRow = z.infer<typeof subReasonTermsAnswer>;
export type DesireTermsRow = z.infer<typeof desireTermsAnswer>;
export type BrandTerms = z.infer<typeof brandTermsAnswer>;

/**
 * A brand's terms over the shared catalogue (issue 27, ADR 0055), under /api/backoffice/settings/brands/:brandId, for
 * that brand's admins. The bodies and answers are the domain's (@portal/domain/backoffice, which the console parses its
 * answers with); the routes' path parameters and the history's kinds are here.
 */
import { z } from 'zod';
import { consoleIdField as id } from '@portal/domain/backoffice';

export const termsParams = z.object({
  brandId: id.describe('One of your brands.'),
  id: id.describe('The shared row (ASS_ID, SMOT_ID or MOT_ID).'),
});

export const TERMS_KINDS = ['reasonTerms', 'subReasonTerms', 'desireTerms'] as const;
export type TermsKind = (typeof TERMS_KINDS)[number];

/** The shared kinds a brand has terms of; a brand's history of `reason` 16 is the history of its terms of it. */
export const TERMS_OF = { reason: 'reasonTerms', subReason: 'subReasonTerms', desire: 'desireTerms' } as const;

export const termsHistoryParams = z.object({
  brandId: id.describe('One of your brands.'),
  kind: z.enum(['reason', 'subReason', 'desire']).describe('Which kind of shared row the brand has terms of.'),
  key: id.describe('The shared row.'),
});

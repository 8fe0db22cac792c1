/**
 * The policy settings calls' wire contract (issue 27, ADR 0046): the bodies and answers are the domain's
 * (@portal/domain/backoffice, which the console reads too); the routes' path parameters are here.
 */
import { z } from 'zod';
import { consoleIdField as id, SETTING_KINDS } from '@portal/domain/backoffice';

export const idParams = z.object({ id: id.describe('The setting row (ASS_ID, SMOT_ID, MOT_ID or BON_CODIGO).') });
export const brandParams = z.object({ brandId: id.describe('One of your brands.') });

export const historyParams = z.object({
  kind: z.enum(SETTING_KINDS).describe('Which kind of setting.'),
  key: id.describe("The setting's id (for generalSettings and campaignCoupon: the brand)."),
});

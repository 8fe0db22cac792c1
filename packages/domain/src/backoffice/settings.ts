/**
 * The policy settings calls' wire contract (issue 27, ADR 0046), all under /api/backoffice/settings for admins: the API
 * validates and documents with these schemas, the console reads its types from them. Zod checks the shapes; the ranges
 * and the fit of a desire's flags are the domain's rules (rules/policy-settings.ts), run by the API's service so the
 * console's form and the API refuse with the same codes. The routes' path parameters live with the routes.
 */
import { z } from 'zod';
import { plainTextField } from '../schemas/fields';
import { consoleIdField as id } from './fields';

/** A message may run over lines; no other control character (ADR 0015). */
const text = plainTextField({ multiLine: true }).max(2000);

export const localizedText = z
  .object({ pt: text, en: text, es: text })
  .strict()
  .describe('A text in the three languages of the portal.');

export const reasonBody = z
  .object({
    name: localizedText.describe('ASS_NOME'),
    contactType: z.number().int().min(1).max(99).describe('CTO_ID'),
    active: z.boolean().describe('ASS_ATIVO'),
    operatorOnly: z.boolean().describe('ASS_MOT_OPE: offered to operators only.'),
    slaRestricted: z.boolean().describe('ASS_RESTRICAO_SLA: the reason has a deadline after delivery.'),
    slaDays: z.number().describe('ASS_SLA_TROCA: the deadline in whole days after delivery.'),
    requiresImages: z.boolean().describe('ASS_EXIGE_IMG: photos required.'),
    firstExchangeAllowed: z.boolean().describe('ASS_PRI_TROCA'),
    secondExchangeAllowed: z.boolean().describe('ASS_SEG_TROCA'),
    refundAllowed: z.boolean().describe('ASS_PER_DEVOLUCAO'),
    outOfDeadlineMessage: localizedText.nullable().describe('ASS_MSG_FORA_PRAZO'),
    marketplaceMessage: localizedText.nullable().describe('ASS_MSG_VEN_MKTP'),
  })
  .strict()
  .describe('A reason (ASS_) as an admin writes it.');
export const reasonSchema = reasonBody.extend({ id: z.number().int() }).describe('A reason (ASS_).');

export const subReasonBody = z
  .object({
    reasonId: id.describe('ASS_ID'),
    contactType: z.number().int().min(1).max(99).describe('CTO_ID'),
    name: localizedText.describe('SMOT_NOME'),
    active: z.boolean().describe('Offered to shoppers.'),
  })
  .strict()
  .describe('A sub-reason (SMOT_).');
export const subReasonSchema = subReasonBody.extend({ id: z.number().int() }).describe('A sub-reason (SMOT_).');

export const desireBody = z
  .object({
    reasonId: id.describe('ASS_ID'),
    name: localizedText.describe('MOT_NOME'),
    active: z.boolean().describe('MOT_ATIVO'),
    trigger: plainTextField()
      .max(1)
      .describe('MOT_GATILHO: E refund, C shopping voucher, T exchange; must fit the flags.'),
    sizeChange: z.boolean().describe('MOT_TAMANHO'),
    colourChange: z.boolean().describe('MOT_COR'),
    refund: z.boolean().describe('MOT_ESTORNO'),
    storeCredit: z.boolean().describe('MOT_VALE_COMPRAS'),
    bonusCode: z.number().int().positive().nullable().describe('BON_CODIGO: only with store credit.'),
    auxiliaryMessage: localizedText.nullable().describe('MOT_MSG_AUXILIAR: the helper text.'),
  })
  .strict()
  .describe('A desire (MOT_).');
export const desireSchema = desireBody.extend({ id: z.number().int() }).describe('A desire (MOT_).');

export const bonusBody = z
  .object({
    percent: z.number().describe('BON_PERCENTUAL: whole percent, 0 to 100.'),
    active: z.boolean().describe('Offered on new vouchers.'),
  })
  .strict()
  .describe('A voucher bonus.');
export const bonusSchema = bonusBody.extend({ code: z.number().int().describe('BON_CODIGO') }).describe('A bonus.');

export const catalogueAnswer = z
  .object({
    reasons: z.array(reasonSchema),
    subReasons: z.array(subReasonSchema),
    desires: z.array(desireSchema),
    bonuses: z.array(bonusSchema),
    canEdit: z.boolean().describe('Whether you may change this catalogue: it is shared by every brand (ADR 0046).'),
  })
  .describe('The catalogue every brand shares.');

export const generalSettingsBody = z
  .object({
    validateDeliveryDate: z.boolean().describe('SCO_VAL_ENTREGA'),
    couponQuantity: z.number().describe('SCO_QTD_CUPOM: coupons a shopper may hold.'),
    couponValidityDays: z.number().describe('SCO_VAL_CUPOM: days a coupon is valid.'),
    couponMessage: localizedText.describe('SCO_MSG_CUPOM'),
    couponInstructions: localizedText.describe('SCO_MSG_CUPOM_INST'),
    shoppingMessage: localizedText.describe('SCO_MSG_COMPRAS'),
    refundMessage: localizedText.describe('SCO_MSG_ESTORNO'),
  })
  .strict()
  .describe('The general settings of one brand (spec §3).');

export const campaignBody = z
  .object({ discountPercent: z.number().describe('TIC_DESCONTO: whole percent, 0 (no campaign) to 100.') })
  .strict()
  .describe("The brand's campaign coupon.");

export const brandSettingsAnswer = z
  .object({
    brandId: z.number().int(),
    general: generalSettingsBody.nullable().describe('Null while the brand has none.'),
    campaign: campaignBody.extend({ code: z.number().int().describe('TIC_CODIGO') }).nullable(),
  })
  .describe("One brand's general settings and campaign coupon.");

export const removalAnswer = z
  .object({
    outcome: z
      .enum(['deleted', 'deactivated'])
      .describe('deactivated when something refers to the row (a protocol, a desire…): it stays for them.'),
  })
  .describe('What became of the row.');

export const SETTING_KINDS = [
  'reason',
  'subReason',
  'desire',
  'bonus',
  'generalSettings',
  'campaignCoupon',
  'shippingSettings',
] as const;
export type SettingKind = (typeof SETTING_KINDS)[number];

export const historyAnswer = z
  .object({
    changes: z.array(
      z.object({
        id: z.number().int(),
        operatorId: z.number().int().describe('Who changed it.'),
        operatorName: z.string().describe("Who changed it, by the operator's name."),
        changedAt: z.string().describe('When (ISO 8601).'),
        before: z.unknown().describe('The setting before; null when it was created.'),
        after: z.unknown().describe('The setting after; null when it was deleted.'),
      }),
    ),
  })
  .describe("A setting's change history, newest first.");

export const previewBody = z
  .object({
    brandId: id.describe('The brand whose order lines are counted.'),
    reasonId: id.describe('The reason to change.'),
    slaRestricted: z.boolean(),
    slaDays: z.number().describe('The proposed deadline in whole days.'),
  })
  .strict()
  .describe('A proposed deadline change of a reason.');
export const previewAnswer = z
  .object({
    lines: z.number().int().describe("The brand's order lines counted (those no protocol holds)."),
    becomeIneligible: z.number().int(),
    becomeEligible: z.number().int(),
    unchanged: z.number().int(),
  })
  .describe("How many of the brand's order lines the change would make eligible or ineligible today.");

export type ReasonSetting = z.infer<typeof reasonSchema>;
export type ReasonBody = z.infer<typeof reasonBody>;
export type SubReasonSetting = z.infer<typeof subReasonSchema>;
export type DesireSetting = z.infer<typeof desireSchema>;
export type DesireBody = z.infer<typeof desireBody>;
export type BonusSetting = z.infer<typeof bonusSchema>;
export type Catalogue = z.infer<typeof catalogueAnswer>;
export type GeneralSettings = z.infer<typeof generalSettingsBody>;
export type CampaignCoupon = z.infer<typeof campaignBody>;
export type BrandSettings = z.infer<typeof brandSettingsAnswer>;
/** `before` and `after` are the setting's fields (the schema leaves them open: each kind has its own), null at either end. */
export type SettingChange = Omit<z.infer<typeof historyAnswer>['changes'][number], 'before' | 'after'> & {
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
export type DeadlinePreviewBody = z.infer<typeof previewBody>;
export type DeadlinePreview = z.infer<typeof previewAnswer>;
export type RemovalOutcome = z.infer<typeof removalAnswer>['outcome'];

const returnsCentreSchema = z
  .object({
    name: z.string().max(100).describe('Correios destinatario.nome'),
    document: z.string().describe('CNPJ, 14 digits (Correios destinatario.cpfCnpj).'),
    cep: z.string().describe('8 digits.'),
    street: z.string().max(100),
    number: z.string().max(20),
    complement: z.string().max(60).nullable(),
    district: z.string().max(60),
    city: z.string().max(60),
    uf: z.string().describe('Two capital letters.'),
    phone: z.string().max(20).nullable(),
    email: z.string().max(254).nullable(),
  })
  .strict();

/** A brand's shipping policy (issue 48): when codes are issued, how long they last, where returns go. */
export const shippingSettingsBody = z
  .object({
    issueAt: z
      .enum(['opening', 'approval'])
      .describe('Issue the Correios code when the protocol opens, or when an operator approves it (16).'),
    validityDays: z.number().describe('Days the shopper has to post: 5 to 90.'),
    extendOnce: z.boolean().describe('At expiry, extend an unused code once instead of cancelling it.'),
    weightGrams: z.number().describe('Default parcel weight, grams (Correios pesoInformado).'),
    format: z.enum(['1', '2', '3']).describe('Correios codigoFormatoObjetoInformado: 1 envelope, 2 box, 3 roll.'),
    heightCm: z.number(),
    widthCm: z.number(),
    lengthCm: z.number(),
    returnsCentre: returnsCentreSchema.nullable().describe('Where returns travel to (Correios destinatario).'),
    returnInstructions: localizedText.nullable().describe('How the brand takes returns when no carrier is connected.'),
  })
  .strict()
  .describe("One brand's shipping settings (issue 48).");

/**
 * Protocol creation payload (spec §3 'Protocol creation payload', ARCHITECTURE §6): general and bank fields at the
 * top level, the items in `items`. motivoCodigo is the reason (ASS_ID), smotivoCodigo the sub-reason (SMOT_ID),
 * desejoCodigo the desire (MOT_ID). Money is integer cents. An online purchase (origem 'ecom') must point at its
 * order line and carry the desire; a purchase outside the online store (origem 'sac') carries the store and purchase
 * data instead.
 */
import { z } from 'zod';
import {
  DEFAULT_BRANCH,
  DEFAULT_DDI,
  DEFAULT_ITEM_NUMBER,
  DEFAULT_ITEM_QUANTITY,
  INVOICE_NUMBER_MAX_DIGITS,
  MAX_ITEMS_PER_PROTOCOL,
  MAX_NOTE_LENGTH,
  MAX_TEXT_LENGTH,
  ORIGIN,
} from '../constants';
import { orderLineUniqueKey } from '../order-line';
import { optionalNormalizedEmailField } from './buyer';
import { DESIRE_TRIGGERS, type DesireTrigger } from '../rules/entities';
import { isValidCnpj } from '../validation/cnpj';
import { isValidCpf } from '../validation/cpf';
import { isValidPhone } from '../validation/phone';
import {
  accountField,
  agencyField,
  bankCodeField,
  centsField,
  dbIntField,
  digitsField,
  codeError,
  hasNoControlCharacters,
  issueMessage,
  optionalDayField,
  optionalTextField,
  pixKeyField,
  plainTextField,
  positiveIdField,
  requiredTextField,
  ufField,
} from './fields';

/** Forms send '' for a field left empty; for an optional field that means absent. */
function emptyAsAbsent<S extends z.ZodType>(schema: S) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    schema.optional(),
  );
}

const optionalId = emptyAsAbsent(positiveIdField);
const count = dbIntField(1);

/** Invoice numbers: digits only, up to the 14 of the invoice mask; a string keeps leading zeros (a number is read too). */
const invoiceNumberPattern = new RegExp(`^\\d{1,${INVOICE_NUMBER_MAX_DIGITS}}$`);
const invoiceNumber = z
  .union([z.string(), z.number()], codeError('required'))
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(invoiceNumberPattern, codeError('required')));

/**
 * Notes are typed in a multi-line box, so tab and line breaks are allowed (other control characters are not); they
 * are kept on one line (spec §5), runs of line breaks becoming one space.
 */
const note = z
  .string(codeError('required'))
  .max(MAX_NOTE_LENGTH, codeError('required'))
  .refine((value) => hasNoControlCharacters(value, true), codeError('invalidCharacters'))
  .optional()
  .default('')
  .transform((value) => value.replace(/\s*[\r\n]+\s*/g, ' ').trim());

const optionalChecked = (valid: (value: string) => boolean, code: Parameters<typeof codeError>[0]) =>
  optionalTextField().refine((value) => value === '' || valid(value), codeError(code));

/** The order system's address keys come as text or numbers; either way they are kept as text. */
const addressKey = z
  .union([z.string(), dbIntField(0)], codeError('required'))
  .transform((value) => String(value))
  .pipe(plainTextField().max(MAX_TEXT_LENGTH, codeError('required')));

const trigger = z.enum(DESIRE_TRIGGERS as [DesireTrigger, ...DesireTrigger[]], codeError('selectDesire'));

export const protocolItemSchema = z
  .object({
    itemDevolucao: count.default(DEFAULT_ITEM_NUMBER),
    agrupador: emptyAsAbsent(dbIntField(0)),
    produtoCodigo: optionalTextField(),
    produtoNome: requiredTextField(),
    produtoCor: requiredTextField(),
    produtoValor: centsField,
    motivoCodigo: positiveIdField,
    smotivoCodigo: optionalId,
    motivoNome: requiredTextField(),
    desejoCodigo: optionalId,
    desejoNome: optionalTextField(),
    gradeCodigo: optionalTextField(),
    gradeTamanho: requiredTextField(),
    tamanhoTroca: optionalTextField(),
    /** The colour wanted in a colour exchange ('' when the colour stays). */
    corTroca: optionalTextField(),
    empresaCodigo: optionalId,
    filialCodigo: count.default(DEFAULT_BRANCH),
    sequenciaFat: optionalId,
    itemFatSequencia: optionalId,
    numeroNF: invoiceNumber,
    quantidadeNF: count.default(DEFAULT_ITEM_QUANTITY),
    qtdDevolucao: count.default(DEFAULT_ITEM_QUANTITY),
    observacao: note,
    nomeLoja: optionalTextField(),
    cnpjLoja: optionalChecked(isValidCnpj, 'invalidCnpj'),
    telefoneLoja: optionalChecked(isValidPhone, 'invalidPhone'),
    dataCompraLoja: optionalDayField,
    enderecoLoja: optionalTextField(),
    cidadeLoja: optionalTextField(),
    prt_valor_bonus: centsField.default(0),
    prt_sit_bonus: z.enum(['S', 'N'], codeError('required')).default('N'),
    /** Customers only request with reasons that are not operator-only (spec §6). */
    motivooperador: z.literal('N', codeError('required')).default('N'),
    motivoGatilho: emptyAsAbsent(trigger),
  })
  .superRefine((item, ctx) => {
    if (item.qtdDevolucao > item.quantidadeNF) {
      ctx.addIssue({ code: 'custom', path: ['qtdDevolucao'], ...issueMessage('required') });
    }
    if (item.prt_sit_bonus === 'N' && item.prt_valor_bonus !== 0) {
      ctx.addIssue({ code: 'custom', path: ['prt_valor_bonus'], ...issueMessage('required') });
    }
  });
export type ProtocolItem = z.infer<typeof protocolItemSchema>;
export type ProtocolItemInput = z.input<typeof protocolItemSchema>;

type ItemIssue = { field: keyof ProtocolItem; code: Parameters<typeof codeError>[0] };

function ecommerceItemIssues(item: ProtocolItem): ItemIssue[] {
  const issues: ItemIssue[] = [];
  const required = ['produtoCodigo', 'empresaCodigo', 'sequenciaFat', 'itemFatSequencia'] as const;
  for (const field of required)
    if (item[field] === undefined || item[field] === '') issues.push({ field, code: 'required' });
  if (item.desejoCodigo === undefined) issues.push({ field: 'desejoCodigo', code: 'selectDesire' });
  if (item.desejoNome === '') issues.push({ field: 'desejoNome', code: 'selectDesire' });
  if (item.motivoGatilho === undefined) issues.push({ field: 'motivoGatilho', code: 'selectDesire' });
  if (item.motivoGatilho === 'T' && item.tamanhoTroca === '')
    issues.push({ field: 'tamanhoTroca', code: 'selectSize' });
  return issues;
}

function outsideStoreItemIssues(item: ProtocolItem): ItemIssue[] {
  const issues: ItemIssue[] = [];
  for (const field of ['nomeLoja', 'cidadeLoja', 'dataCompraLoja'] as const) {
    if (item[field] === '') issues.push({ field, code: 'required' });
  }
  if (item.produtoValor <= 0) issues.push({ field: 'produtoValor', code: 'purchasePrice' });
  return issues;
}

const bankFields = ['ban_codigo', 'cli_agencia', 'cli_conta', 'cli_chavepix'] as const;

export const generateProtocolRequest = z
  .object({
    origem: z.enum([ORIGIN.ECOM, ORIGIN.SAC], codeError('required')),
    marcaCodigo: positiveIdField,
    nomeCliente: requiredTextField(),
    cpfCliente: digitsField(/^\d{11}$/, 'invalidCpf').refine(isValidCpf, codeError('invalidCpf')),
    // Optional: a phone-only shopper has none, and her messages go by SMS to the phone below (issue 23 item 9).
    emailCliente: optionalNormalizedEmailField,
    telefoneCliente: digitsField(/^\d{8,9}$/, 'invalidPhone'),
    dddCliente: digitsField(/^\d{2}$/, 'invalidPhone'),
    ddiCliente: digitsField(/^\d{1,3}$/, 'invalidPhone').default(DEFAULT_DDI),
    cepCliente: digitsField(/^\d{8}$/, 'invalidCep'),
    enderecoCliente: requiredTextField(),
    numeroEndrCliente: requiredTextField(20),
    bairroCliente: requiredTextField(),
    cidadeCliente: requiredTextField(),
    UFCliente: ufField,
    complementoEndrCliente: optionalTextField(),
    tipo_contato: positiveIdField,
    /** The order's delivery-address keys, sent only when the address was not changed. */
    cli_enddes: emptyAsAbsent(addressKey),
    cli_endseqdes: emptyAsAbsent(addressKey),
    ban_codigo: emptyAsAbsent(bankCodeField),
    cli_agencia: emptyAsAbsent(agencyField),
    cli_conta: emptyAsAbsent(accountField),
    cli_chavepix: emptyAsAbsent(pixKeyField),
    /**
     * The shopper's acceptance of the brand's policy (spec §5 'Quick access', R9), sent explicitly with the request
     * and the policy link she accepted: the API keeps the record LGPD asks for (when, and which policy, ADR 0074).
     */
    termosAceitos: z.literal(true, codeError('termsNotAccepted')),
    termosLink: z
      .string(codeError('termsNotAccepted'))
      .trim()
      .min(1, codeError('termsNotAccepted'))
      .max(MAX_NOTE_LENGTH, codeError('termsNotAccepted')),
    items: z
      .array(protocolItemSchema, codeError('selectItem'))
      .min(1, codeError('selectItem'))
      .max(MAX_ITEMS_PER_PROTOCOL, codeError('itemsInvalid')),
  })
  .superRefine((request, ctx) => {
    // Bank data is all or nothing: a refund cannot be paid to half an account.
    const given = bankFields.filter((field) => request[field] !== undefined);
    if (given.length > 0) {
      for (const field of bankFields) {
        if (request[field] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            ...issueMessage(field === 'ban_codigo' ? 'bankRequired' : 'required'),
          });
        }
      }
    }
    const seen = new Set<string>();
    request.items.forEach((item, index) => {
      const issues = request.origem === ORIGIN.ECOM ? ecommerceItemIssues(item) : outsideStoreItemIssues(item);
      for (const issue of issues)
        ctx.addIssue({ code: 'custom', path: ['items', index, issue.field], ...issueMessage(issue.code) });
      if (request.origem !== ORIGIN.ECOM) return;
      const key = orderLineUniqueKey({
        FAT_SEQUENCIA: item.sequenciaFat,
        ITE_SEQUENCIA: item.itemFatSequencia,
        PRO_CODIGO: item.produtoCodigo,
        GRA_TAMANHO: item.gradeTamanho,
        NUMERONF: item.numeroNF,
        COR_NOME: item.produtoCor,
      });
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['items', index], ...issueMessage('itemsInvalid') });
      seen.add(key);
    });
  });
export type GenerateProtocolRequest = z.infer<typeof generateProtocolRequest>;
export type GenerateProtocolRequestInput = z.input<typeof generateProtocolRequest>;

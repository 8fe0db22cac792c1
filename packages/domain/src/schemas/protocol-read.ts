/**
 * Reading and correcting a protocol (spec §2 'Protocol list', 'Protocol detail', §3 'Protocol', §7): the answers of
 * protocols/b2c, historic, timeline, items, stockouts and files, and the body of PATCH updateProtocolData/b2c. The API
 * declares them as its response schemas and the web parses what it receives with them: one definition for both.
 *
 * Money is integer cents (ARCHITECTURE §6); dates are ISO instants, shown in São Paulo time by the web.
 */
import { z } from 'zod';
import {
  cepField,
  codeError,
  coercedIntField,
  optionalTextField,
  phoneField,
  plainTextField,
  requiredTextField,
  ufField,
} from './fields';
import { shownTextSchema } from './shown-text';

const text = z.string();
const optionalText = z.string().nullable();
const isoInstant = z.iso.datetime({ offset: true });

/** One protocol of the list (POST /returns/protocols/b2c → `calls`). */
export const protocolSummarySchema = z.object({
  PRT_ID: z.number().int(),
  SIT_ID: z.number().int(),
  /** The status name in the request language. */
  SIT_NOME: text,
  /** The request reason (the first item's desire, ADR 0010). */
  MOT_NOME: text,
  /** The request's reason (ASS_NOME) and its first item's sub-reason (SMOT_NOME), in the request language (issue 23). */
  ASS_NOME: text.optional(),
  SMOT_NOME: text.optional(),
  /** The names of the protocol's products, in item order: the list card names them and its search finds them. */
  PRODUTOS: z.array(text).optional(),
  /** PRODUTOS as shown: the brand's names in the request language where it gives them, else the stored pt (ADR 0032). */
  PRODUTOS_SHOWN: z.array(shownTextSchema).optional(),
  PRT_DTCRIACAO: isoInstant,
  PRT_NFISCAL: optionalText,
  PEDIDO_ORIGINAL: optionalText,
  CTO_ID: z.number().int(),
  CON_CPF: optionalText,
  CON_NOME: optionalText,
  CON_FONE_CEL: optionalText,
  USU_EMAIL: optionalText,
  CON_CEP: optionalText,
  CON_ENDERECO: optionalText,
  CON_ENDNUM: optionalText,
  CON_COMPL: optionalText,
  CON_BAIRRO: optionalText,
  CON_CIDADE: optionalText,
  CON_UF: optionalText,
  /** The path the protocol follows (MOT_GATILHO, ADR 0010): the timeline and the edit rule read it. */
  MOT_GATILHO: z.enum(['T', 'E', 'C']).optional(),
  /** 'S' while the contact phone and pickup address may still be corrected (canEditProtocolContact). */
  EDITA_CONTATO: z.enum(['S', 'N']).optional(),
  /** The return shipping code (post object, status 16, ADR 0022) once the back office generated one. */
  shippingCode: z.string().nullable().optional(),
});
export type ProtocolSummary = z.infer<typeof protocolSummarySchema>;

export const protocolListResponseSchema = z.object({ calls: z.array(protocolSummarySchema) });
export type ProtocolListResponse = z.infer<typeof protocolListResponseSchema>;

/** Body of POST /returns/protocols/b2c: identity fields are optional and must match the session (ARCHITECTURE §6). */
export const protocolListRequestSchema = z.object({
  usu_login: plainTextField().optional(),
  usu_email: plainTextField().optional(),
  prt_id: coercedIntField(1).optional(),
  mar_id: coercedIntField(1).optional(),
});
export type ProtocolListRequest = z.input<typeof protocolListRequestSchema>;

/** One history entry (GET …/historic/{prt_id} → `history`), oldest first; the last is the current status. */
export const protocolHistoryEntrySchema = z.object({
  SIT_ID: z.number().int(),
  SIT_NOME: text,
  PHS_DATA: isoInstant,
  PHS_OBS: optionalText,
  MSG_DESC: optionalText,
  /**
   * Notes written while the protocol stood at this status (a file received, a contact correction: status Comments),
   * oldest first: they belong to this step, never a step of their own (issue 24, ADR 0037).
   */
  PHS_NOTAS: z.array(z.object({ PHS_DATA: isoInstant, PHS_OBS: text })).optional(),
});
export type ProtocolHistoryEntry = z.infer<typeof protocolHistoryEntrySchema>;
export const protocolHistoryResponseSchema = z.object({ history: z.array(protocolHistoryEntrySchema) });

/** One future step (GET …/timeline/{prt_id} → `timeline`), in the order it is expected. */
export const protocolTimelineStepSchema = z.object({ SIT_ID_NEW: z.number().int(), SIT_NOME: text });
export type ProtocolTimelineStep = z.infer<typeof protocolTimelineStepSchema>;
export const protocolTimelineResponseSchema = z.object({ timeline: z.array(protocolTimelineStepSchema) });

/** One item of the protocol (GET …/items/{prt_id} → `itemsb2c`). */
export const protocolItemRecordSchema = z.object({
  /** The item's id: a file sent for it names it as ITP_ID. */
  ITP_ID: z.number().int().optional(),
  LINK_IMAGEM: optionalText,
  PRO_RESUMIDO: text,
  PRO_CODIGO: text,
  /** Quantity returned. */
  ITP_QTDEV: z.number().int(),
  /** Unit value, integer cents. */
  ITF_VLUNIT: z.number().int(),
  GRA_TAMANHO: optionalText.optional(),
  COR_NOME: optionalText.optional(),
  TAMANHO_TROCA: optionalText.optional(),
  COR_TROCA: optionalText.optional(),
  /**
   * The product, colour and exchange colour names to show: the brand's in the request language where it gives them,
   * else the stored (pt) names (ADR 0032). The stored fields stay as they were opened with.
   */
  PRO_RESUMIDO_SHOWN: shownTextSchema.optional(),
  COR_NOME_SHOWN: shownTextSchema.nullable().optional(),
  COR_TROCA_SHOWN: shownTextSchema.nullable().optional(),
  /** Reason (ASS_NOME) and desire (MOT_NOME) of the item, in the request language. */
  ASS_NOME: optionalText.optional(),
  MOT_NOME: optionalText.optional(),
  /** The voucher value when the shopper took it instead of the refund, integer cents. */
  PRT_VALOR_BONUS: z
    .number()
    .int()
    .nullable()
    .optional()
    .describe('The voucher value taken instead of the refund, in integer cents of BRL; null when none.'),
});
export type ProtocolItemRecord = z.infer<typeof protocolItemRecordSchema>;
export const protocolItemsResponseSchema = z.object({ itemsb2c: z.array(protocolItemRecordSchema) });

/** One stockout item of a store-stockout protocol, CTO_ID 6 (GET /returns/stockouts/b2c/ecomm/{prt_id}). */
export const stockoutItemSchema = z.object({
  LINK_IMAGEM: optionalText,
  PRO_RESUMIDO: text,
  PRO_CODIGO: text,
  GRA_TAMANHO: optionalText,
  COR_NOME: optionalText,
  ITP_QTDEV: z.number().int(),
  /** Integer cents. */
  ITF_VLUNIT: z.number().int(),
});
export type StockoutItem = z.infer<typeof stockoutItemSchema>;
export const stockoutsResponseSchema = z.object({ stockouts: z.array(stockoutItemSchema) });

/** One file sent with the protocol (GET …/files/{prt_id} → `files`); its content is at …/files/{prt_id}/{FILE_ID}. */
export const protocolFileSchema = z.object({
  FILE_ID: z.number().int(),
  FILE_NAME: text,
  MIME_TYPE: text,
  /** 'S' for an invoice (NF-e) file, 'N' for a photo. */
  IS_NFE: z.enum(['S', 'N']),
  SIZE_BYTES: z.number().int(),
  /** The protocol item (ITP_ID of itemsb2c) the file was sent for; null for a protocol-wide file. */
  ITP_ID: z.number().int().nullable().optional(),
});
export type ProtocolFile = z.infer<typeof protocolFileSchema>;
/**
 * A file the protocol still needs (issue 13, rule missingFilesFor): for the item at `item` (1-based position in the
 * protocol's items), `required` files of `kind` are needed and `received` have arrived. 'invoice': an outside-store
 * item needs MIN_INVOICE_FILES_OUTSIDE_STORE invoice files; 'photo': a photos-required reason needs
 * MIN_PHOTOS_WHEN_REQUIRED photos, in either flow.
 */
export const missingFileSchema = z.object({
  item: z.number().int().positive(),
  kind: z.enum(['invoice', 'photo']),
  required: z.number().int().nonnegative(),
  received: z.number().int().nonnegative(),
});
export type MissingFile = z.infer<typeof missingFileSchema>;

/**
 * Files of one kind the item at `item` can still take while the protocol is open (issue 23, rule sendableFilesFor):
 * `received` so far, at most `max`.
 */
export const sendableFileSchema = z.object({
  item: z.number().int().positive(),
  kind: z.enum(['invoice', 'photo']),
  received: z.number().int().nonnegative(),
  max: z.number().int().positive(),
});
export type SendableFile = z.infer<typeof sendableFileSchema>;

/**
 * `missingFiles` is empty when nothing is missing, `sendableFiles` when nothing more can be sent (an answer without
 * them reads as empty).
 */
export const protocolFilesResponseSchema = z.object({
  files: z.array(protocolFileSchema),
  missingFiles: z.array(missingFileSchema).default([]),
  sendableFiles: z.array(sendableFileSchema).default([]),
});
export type ProtocolFilesResponse = z.infer<typeof protocolFilesResponseSchema>;

/**
 * PATCH /returns/protocols/updateProtocolData/b2c: the contact phone and the pickup address, with the buyer step's
 * validations (spec §5). Strict: any other field (status, values, items, identity, bank data) is refused.
 */
export const protocolContactUpdateSchema = z.strictObject(
  {
    PRT_ID: coercedIntField(1),
    CON_FONE_CEL: phoneField,
    CON_CEP: cepField,
    CON_ENDERECO: requiredTextField(),
    CON_ENDNUM: requiredTextField(20),
    CON_COMPL: optionalTextField(),
    CON_BAIRRO: requiredTextField(),
    CON_CIDADE: requiredTextField(),
    CON_UF: ufField,
  },
  codeError('required'),
);
export type ProtocolContactUpdate = z.infer<typeof protocolContactUpdateSchema>;
export type ProtocolContactUpdateInput = z.input<typeof protocolContactUpdateSchema>;

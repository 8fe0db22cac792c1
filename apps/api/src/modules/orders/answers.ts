/**
 * The answers of the orders and consumer calls (spec §3, §7) as schemas, for the OpenAPI document and Fastify's
 * serializer (issue 24). Units: money in INTEGER CENTS of BRL, dates ISO 8601 (ADR 0039).
 */
import { z } from 'zod';
import { paymentTypeDocumentation, shownTextSchema } from '@portal/domain';

const yesNo = z.enum(['S', 'N']);
const text = z.string();
const optionalText = text.nullable();

export const orderLineAnswer = z.object({
  MAR_CODIGO: z.number().int().describe('Brand code.'),
  FAT_SEQUENCIA: z.number().int().describe('Invoice (billing) sequence.'),
  ITE_SEQUENCIA: z.number().int().describe('Item sequence within the invoice.'),
  PRO_CODIGO: text,
  PRO_NOME: text,
  PRO_MODELO: text,
  GRA_CODIGO: text.describe('Size-grid code.'),
  GRA_TAMANHO: text.describe("Size as printed ('M', '42')."),
  COR_NOME: text,
  NUMERONF: text.describe("Invoice (nota fiscal) number as a string: leading zeros kept ('000231845')."),
  QUANTIDADENF: z.number().int().describe('Quantity on the invoice.'),
  PED_CODIGO: text.describe('Order number as the shopper knows it.'),
  PED_EMPRESA: z.number().int().describe('Company code (one of the brand’s).'),
  PED_FILIAL: z.number().int().describe('Branch.'),
  PED_TIPOPGTO: z
    .number()
    .int()
    .meta(paymentTypeDocumentation('Payment type code (7, a bank slip, is refunded to a bank account):')),
  PED_VALTOTAL: z.number().int().describe('Order total, in integer cents of BRL (21990 = R$ 219,90).'),
  ITE_VALBRUTO: z.number().int().describe("The item's gross value, in integer cents of BRL (21990 = R$ 219,90)."),
  DATA: optionalText.describe('Purchase instant, ISO 8601 in UTC.'),
  DATA_ENTREGA: optionalText.describe('Delivery instant, ISO 8601 in UTC; null when the carrier never confirmed it.'),
  LINK_IMAGEM: optionalText,
  VOL_RASTREIO: optionalText.describe('Tracking code.'),
  ORIGEM: text.describe("'Omni', 'eComm' or another origin as the order system gives it."),
  PEDIDO_MKTP: yesNo.describe("'S' for a marketplace order."),
  TIPO_REFATU: yesNo.describe("'S' for a re-invoice (the line already comes from an exchange)."),
  PRO_NOME_SHOWN: shownTextSchema.optional(),
  COR_NOME_SHOWN: shownTextSchema.optional(),
  UNIQUE_KEY: text.describe('FAT_SEQUENCIA-ITE_SEQUENCIA-PRO_CODIGO-GRA_TAMANHO-NUMERONF-COR_NOME (spec §3).'),
  CPF: optionalText,
  CLI_NOME: text,
  EMAIL: optionalText,
  CLI_DDI: optionalText,
  CLI_DDD: optionalText,
  CLI_FONE: optionalText,
  CLI_CEP: optionalText,
  CLI_ENDERECO: optionalText,
  CLI_CIDADE: optionalText,
  CLI_UF: optionalText,
  CLI_ENDNUM: optionalText,
  CLI_COMPL: optionalText,
  CLI_BAIRRO: optionalText,
  CLI_ENDDES: optionalText,
  CLI_ENDSEQDES: optionalText,
  IN_OPEN_PROTOCOL: yesNo.describe("'S' when a protocol that is still open already holds this line."),
  OPEN_PROTOCOL_ID: z.number().int().nullable().describe('The open protocol that holds this line, or null.'),
  SETTLED_BY: z
    .object({ PRT_ID: z.number().int(), MOT_GATILHO: z.enum(['E', 'C', 'T']) })
    .nullable()
    .describe('The protocol that already settled this line and how (E refund, C credit, T exchange), or null.'),
});

export const ordersAnswer = z
  .object({ productBalance: z.array(orderLineAnswer) })
  .describe("The shopper's order lines at the host brand, under the spec's key `productBalance`.");

const consumerRecord = z.object({
  CON_ID: z.number().int(),
  CON_CPF: optionalText.describe('Digits only.'),
  BAN_CODIGO: optionalText.describe("The bank's three-digit code."),
  CLI_AGENCIA: optionalText,
  CLI_CONTA: optionalText,
  CLI_CHAVEPIX: optionalText,
});

export const consumersAnswer = z.object({ consumers: z.array(consumerRecord) });

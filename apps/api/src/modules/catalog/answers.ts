/**
 * The answers of the catalogue calls (spec §3, §7), as schemas for the OpenAPI document and Fastify's serializer
 * (issue 24). Field names are the spec's own; flags are 'S'/'N'; texts are already in the request's language.
 */
import { z } from 'zod';
import { shownTextSchema } from '@portal/domain';

const yesNo = z.enum(['S', 'N']);
const text = z.string();

export const reasonsAnswer = z
  .object({
    productBalance: z.array(
      z.object({
        ASS_ID: z.number().int(),
        ASS_NOME: text,
        CTO_ID: z.number().int(),
        ASS_EXIGE_IMG: yesNo.describe("'S': photos are required for this reason."),
        ASS_RESTRICAO_SLA: yesNo.describe("'S': the reason has a deadline after delivery."),
        ASS_SLA_TROCA: z.number().int().describe('Deadline in whole days after the delivery date.'),
        ASS_PRI_TROCA: yesNo,
        ASS_SEG_TROCA: yesNo,
        ASS_PER_DEVOLUCAO: yesNo,
        ASS_MSG_FORA_PRAZO: text.nullable(),
        ASS_MSG_VEN_MKTP: text.nullable(),
        ASS_ATIVO: yesNo,
        ASS_MOT_OPE: yesNo,
      }),
    ),
  })
  .describe("The reasons (subjects) a shopper may choose, under the spec's key `productBalance`.");

export const subReasonsAnswer = z.object({
  subReasons: z.array(
    z.object({ SMOT_ID: z.number().int(), SMOT_NOME: text, ASS_ID: z.number().int(), CTO_ID: z.number().int() }),
  ),
});

export const desiresAnswer = z.object({
  reasons: z.array(
    z.object({
      MOT_ID: z.number().int(),
      MOT_NOME: text,
      MOT_ATIVO: yesNo,
      ASS_ID: z.number().int(),
      MOT_TAMANHO: yesNo,
      MOT_COR: yesNo,
      MOT_ESTORNO: yesNo,
      MOT_VALE_COMPRAS: yesNo,
      MOT_GATILHO: z.enum(['E', 'C', 'T']).describe('E refund, C store credit, T exchange.'),
      MOT_MSG_AUXILIAR: text.nullable(),
      BON_CODIGO: z.number().int().nullable(),
    }),
  ),
});

export const stockAnswer = z.object({
  productBalance: z.array(
    z.object({
      COR_CODIGO: text,
      COR_NOME: text,
      COR_NOME_SHOWN: shownTextSchema.optional(),
      COR_CODHEXA: text.nullable(),
      GRA_TAMANHO: text,
      TAM_ORDEM: z.number().int(),
      TAMANHOS: text.nullable().describe("The product's size grid, 'size | order, …'."),
      EST_SLD: z.number().int().describe('Units available; 0: unavailable.'),
      EST_TPEST: text.nullable(),
      LINK_IMAGEM: text.nullable(),
    }),
  ),
});

export const bonusAnswer = z.object({
  bonus: z.array(
    z.object({ BON_CODIGO: z.number().int(), BON_PERCENTUAL: z.number().int().describe('Bonus in whole percent.') }),
  ),
});

export const settingsAnswer = z.object({
  settings: z.array(
    z.object({
      SCO_VAL_ENTREGA: yesNo.describe("'S': the delivery date is checked before a reason can be chosen."),
      SCO_QTD_CUPOM: z.number().int().describe('How many recent coupons the coupon rule looks at.'),
      SCO_VAL_CUPOM: z.number().int().describe('Days after which the oldest of those coupons stops holding one back.'),
      SCO_MSG_CUPOM: text.nullable(),
      SCO_MSG_CUPOM_INST: text.nullable(),
      SCO_MSG_COMPRAS: text.nullable(),
      SCO_MSG_ESTORNO: text.nullable(),
    }),
  ),
});

export const banksAnswer = z.object({
  bankData: z.array(z.object({ BAN_CODIGO: text.describe("The bank's three-digit code."), BAN_NOME: text })),
});

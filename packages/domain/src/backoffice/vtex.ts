/**
 * The console's VTEX calls (issue 45, ADR 0078): the list of orders the connector could not map, with their reasons,
 * and 'try again'. Reasons are paths and codes, never a shopper's data.
 */
import { z } from 'zod';

const brandId = z.coerce.number().int().positive().meta({ description: 'A brand id of the operator', example: 2 });

const reason = z.object({
  field: z.string().meta({ description: 'Where in the VTEX order (a path, never a value)', example: 'itemMetadata.Items[Id=18].SkuName' }),
  code: z.string().meta({ description: 'Why, as a code the console translates', example: 'vtex_sku_variant' }),
  message: z.string().meta({ description: 'Why, in English (for support)', example: 'a paid item priced 0' }),
});

export const vtexUnmappedRow = z.object({
  brandId: z.number().int().meta({ example: 2 }),
  vtexOrderId: z.string().meta({ example: '1172452900788-01' }),
  lastChange: z.iso.datetime().meta({ description: "VTEX's lastChange of the order as read", example: '2026-11-08T12:00:00.000Z' }),
  recordedAt: z.iso.datetime().meta({ example: '2026-11-08T12:00:03.000Z' }),
  reasons: z.array(reason),
});

export const vtexUnmappedQuery = z.object({ brand: brandId.optional() });
export const vtexUnmappedAnswer = z.object({ rows: z.array(vtexUnmappedRow) });
export const vtexRetryParams = z.object({ vtexOrderId: z.string().min(1).max(100).meta({ example: '1172452900788-01' }) });
export const vtexRetryBody = z.object({ brand: z.number().int().positive().meta({ description: 'The brand of the order', example: 2 }) }).strict();
export const vtexRetryAnswer = z.object({
  outcome: z
    .enum(['created', 'updated', 'unchanged', 'rejected', 'skipped', 'alreadyApplied'])
    .meta({ description: "What the order became; 'rejected' keeps it listed with its new reasons", example: 'created' }),
});

export type VtexUnmappedRow = z.infer<typeof vtexUnmappedRow>;

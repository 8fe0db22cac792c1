/** Who read a shopper's personal data (issue 28, LGPD art. 37): the admins' list under /api/backoffice/privacy/reads. */
import { z } from 'zod';
import { coercedIntField } from '../schemas/fields';
import { consoleIdField } from './fields';

/** One page of the admins' list of reads: 20 is what the console shows at once. */
export const READS_PAGE_SIZE = 20;

export const READ_KINDS = ['protocol_view', 'file_download', 'search'] as const;

export const operatorReadsQuery = z.object({
  prtId: consoleIdField.describe(
    "A protocol of the shopper: whose reads to list (every protocol of hers in the admin's brands).",
  ),
  page: coercedIntField(1, 10_000).default(1).describe('Which page, from 1 (newest reads first).'),
});

export const operatorReadsAnswer = z
  .object({
    reads: z.array(
      z.object({
        id: z.number().int().describe('The read, for telling entries apart.'),
        operator: z.string().describe("The operator's name."),
        operatorEmail: z.string().describe("The operator's e-mail."),
        readAt: z.string().describe('When, an ISO 8601 instant (UTC).'),
        what: z
          .enum(READ_KINDS)
          .describe('What was read: the protocol view, one of its files, or a search by CPF or e-mail that showed it.'),
        protocolId: z
          .number()
          .int()
          .nullable()
          .describe('Why: the protocol read (for a search, the first protocol of hers it showed).'),
      }),
    ),
    total: z.number().int().describe("How many reads of this shopper's data the admin may see, over every page."),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .describe("Who read a shopper's personal data (admins only), newest first.");
export type ShopperReads = z.infer<typeof operatorReadsAnswer>;
export type ShopperRead = ShopperReads['reads'][number];

/**
 * Who read a shopper's personal data (issue 28, LGPD art. 37): the admins' call behind the protocol page's section.
 * The API finds the shopper from the protocol and lists her reads within the admin's brands; agents get 403.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { backofficeRequest } from './client';
import { backofficeKeys } from './keys';

export const READ_KINDS = ['protocol_view', 'file_download', 'search'] as const;

const shopperReadsAnswer = z.object({
  reads: z.array(
    z.object({
      id: z.number(),
      operator: z.string(),
      operatorEmail: z.string(),
      readAt: z.string(),
      what: z.enum(READ_KINDS),
      protocolId: z.number().nullable(),
    }),
  ),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ShopperReads = z.infer<typeof shopperReadsAnswer>;
export type ShopperRead = ShopperReads['reads'][number];

/** One page of the reads of protocol `prtId`'s shopper; asked only while `enabled` (the section is open). */
export function useShopperReads(prtId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...backofficeKeys.all, 'shopper-reads', prtId, page],
    queryFn: async ({ signal }) =>
      shopperReadsAnswer.parse(await backofficeRequest('/privacy/reads', { query: { prtId, page }, signal })),
    enabled,
    // The page on screen stays while the next one loads, so the list does not jump to a loader.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

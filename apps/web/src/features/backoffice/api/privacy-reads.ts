/**
 * Who read a shopper's personal data (issue 28, LGPD art. 37): the admins' call behind the protocol page's section.
 * The API finds the shopper from the protocol and lists her reads within the admin's brands; agents get 403.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { operatorReadsAnswer } from '@portal/domain/backoffice';
import { backofficeRequest } from './client';
import { backofficeKeys } from './keys';

export type { ShopperRead, ShopperReads } from '@portal/domain/backoffice';

/** One page of the reads of protocol `prtId`'s shopper; asked only while `enabled` (the section is open). */
export function useShopperReads(prtId: number, page: number, enabled: boolean) {
  return useQuery({
    queryKey: [...backofficeKeys.all, 'shopper-reads', prtId, page],
    queryFn: async ({ signal }) =>
      operatorReadsAnswer.parse(await backofficeRequest('/privacy/reads', { query: { prtId, page }, signal })),
    enabled,
    // The page on screen stays while the next one loads, so the list does not jump to a loader.
    placeholderData: keepPreviousData,
    retry: false,
  });
}

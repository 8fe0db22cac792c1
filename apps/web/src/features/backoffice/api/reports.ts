import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@portal/domain';
import { reportQuery, type ReportFilters } from '../lib/report-filters';
import { backofficeRequest, backofficeUrl } from './client';
import { backofficeKeys } from './keys';
import { reportAnswer } from '@portal/domain/backoffice';

export const reasonsReportQueryOptions = (filters: ReportFilters, language: Language) =>
  queryOptions({
    queryKey: backofficeKeys.report(filters, language),
    queryFn: async ({ signal }) =>
      reportAnswer.parse(await backofficeRequest('/reports/reasons', { query: reportQuery(filters), signal })).rows,
    retry: false,
  });

export function useReasonsReport(filters: ReportFilters, language: Language, enabled: boolean) {
  return useQuery({ ...reasonsReportQueryOptions(filters, language), enabled });
}

/**
 * The CSV of the same filters, downloaded by a plain link: the browser sends the operator cookie and saves the file
 * itself, and the `lang` in the address gives the names the language on screen (a link carries no Accept-Language).
 */
export function reasonsCsvUrl(filters: ReportFilters, language: Language): string {
  return backofficeUrl('/reports/reasons.csv', { ...reportQuery(filters), lang: language });
}

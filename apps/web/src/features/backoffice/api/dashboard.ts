import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import type { Language } from '@portal/domain';
import { backofficeRequest, backofficeUrl } from './client';
import { backofficeKeys } from './keys';
import type { Figure, FigureRow } from '../lib/figures';

export interface DashboardFilters {
  brand: number | null;
  from: string | null;
  to: string | null;
}

const figureAnswer = z.object({
  from: z.string(),
  to: z.string(),
  brands: z.array(z.number()),
  rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});

const query = (filters: DashboardFilters) => ({ brand: filters.brand, from: filters.from, to: filters.to });

export const figureQueryOptions = (figure: Figure, filters: DashboardFilters, language: Language) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'dashboard', figure, filters, language],
    queryFn: async ({ signal }) =>
      figureAnswer.parse(await backofficeRequest(`/dashboard/${figure}`, { query: query(filters), signal })),
    retry: false,
  });

export function useFigure(figure: Figure, filters: DashboardFilters, language: Language, enabled: boolean) {
  return useQuery({ ...figureQueryOptions(figure, filters, language), enabled });
}

/** The CSV link names its language: a plain download carries the browser's Accept-Language, not the console's. */
export function figureCsvUrl(figure: Figure, filters: DashboardFilters, language: Language): string {
  return backofficeUrl(`/dashboard/${figure}.csv`, { ...query(filters), lang: language });
}

export type { FigureRow };

const slipAnswer = z.object({
  prtId: z.number(),
  brandName: z.string(),
  createdAt: z.string(),
  customerName: z.string(),
  shippingCode: z.string().nullable(),
  items: z.array(
    z.object({
      position: z.number(),
      productCode: z.string(),
      productName: z.string(),
      colour: z.string(),
      size: z.string(),
      exchangeSize: z.string().nullable(),
      quantity: z.number(),
    }),
  ),
});
export type Slip = z.infer<typeof slipAnswer>;

export function useSlip(prtId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...backofficeKeys.all, 'slip', prtId],
    queryFn: async ({ signal }) =>
      slipAnswer.parse(await backofficeRequest(`/protocols/${prtId}/receiving-slip`, { signal })),
    enabled,
    retry: false,
  });
}

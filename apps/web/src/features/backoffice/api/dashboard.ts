import { queryOptions, useQuery } from '@tanstack/react-query';
import { shippingDashboardResponseSchema, type Language } from '@portal/domain';
import { figureAnswer, slipAnswer } from '@portal/domain/backoffice';
import { backofficeRequest, backofficeUrl } from './client';
import { backofficeKeys } from './keys';
import type { Figure, FigureRow } from '../lib/figures';

export interface DashboardFilters {
  brand: number | null;
  from: string | null;
  to: string | null;
}

const query = (filters: DashboardFilters) => ({ brand: filters.brand, from: filters.from, to: filters.to });

export const figureQueryOptions = (figure: Figure, filters: DashboardFilters, language: Language) =>
  queryOptions({
    queryKey: [...backofficeKeys.all, 'dashboard', figure, filters, language],
    queryFn: async ({ signal }) => {
      const answer = figureAnswer(figure).parse(
        await backofficeRequest(`/dashboard/${figure}`, { query: query(filters), signal }),
      );
      // The page reads every figure's rows by column name (lib/figures.ts).
      return { ...answer, rows: answer.rows as FigureRow[] };
    },
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

export function useSlip(prtId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...backofficeKeys.all, 'slip', prtId],
    queryFn: async ({ signal }) =>
      slipAnswer.parse(await backofficeRequest(`/protocols/${prtId}/receiving-slip`, { signal })),
    enabled,
    retry: false,
  });
}

/** The return shipping's figures (issue 48): its own route beside the dashboard's figure list. */
export function useShippingFigures(filters: DashboardFilters, language: Language) {
  return useQuery({
    queryKey: [...backofficeKeys.all, 'dashboard', 'shipping', filters, language],
    queryFn: async ({ signal }) =>
      shippingDashboardResponseSchema.parse(
        await backofficeRequest('/dashboard/shipping', { query: query(filters), signal }),
      ),
    retry: false,
  });
}

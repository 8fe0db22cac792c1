/**
 * A brand's terms over the shared catalogue (issue 27, ADR 0055) under /api/backoffice/settings/brands/:brandId, for
 * that brand's admins. Each term is null where the brand follows the shared catalogue.
 */
import { useQuery } from '@tanstack/react-query';
import type { DesireTerms, ReasonTerms, SubReasonTerms } from '@portal/domain';
import {
  brandTermsAnswer,
  historyAnswer,
  TERMS_ANSWERS,
  type BrandTermsKind,
  type SettingChange,
} from '@portal/domain/backoffice';
import { backofficeRequest } from '../../backoffice/api/client';
import { settingsKeys } from './settings-api';

export type {
  BrandTerms,
  DesireTermsRow,
  EffectiveReason,
  ReasonTermsRow,
  SubReasonTermsRow,
} from '@portal/domain/backoffice';

export type TermsKind = BrandTermsKind;
const PATHS: Record<TermsKind, string> = { reason: 'reasons', subReason: 'sub-reasons', desire: 'desires' };

const termsKey = (brandId: number) => [...settingsKeys.all(), 'terms', brandId] as const;

export function useBrandTerms(brandId: number | null) {
  return useQuery({
    queryKey: termsKey(brandId ?? 0),
    queryFn: async ({ signal }) =>
      brandTermsAnswer.parse(await backofficeRequest(`/settings/brands/${brandId}/terms`, { signal })),
    enabled: brandId !== null,
    retry: false,
  });
}

export function useBrandTermsHistory(brandId: number, kind: TermsKind, key: number) {
  return useQuery({
    queryKey: [...termsKey(brandId), 'history', kind, key],
    queryFn: async ({ signal }) =>
      historyAnswer.parse(await backofficeRequest(`/settings/brands/${brandId}/history/${kind}/${key}`, { signal }))
        .changes as SettingChange[],
    retry: false,
  });
}

export const saveBrandTerms = async (
  brandId: number,
  kind: TermsKind,
  id: number,
  terms: ReasonTerms | SubReasonTerms | DesireTerms,
) =>
  TERMS_ANSWERS[kind].parse(
    await backofficeRequest(`/settings/brands/${brandId}/${PATHS[kind]}/${id}/terms`, { method: 'PUT', body: terms }),
  );

/**
 * A brand's terms over the shared catalogue (issue 27, ADR 0055) under /api/backoffice/settings/brands/:brandId, for
 * that brand's admins. Each term is null where the brand follows the shared catalogue.
 */
import { useQuery } from '@tanstack/react-query';
import type { DesireTerms, LocalizedText, ReasonTerms, SubReasonTerms } from '@portal/domain';
import type { SettingChange } from '@portal/domain/backoffice';
import { backofficeRequest } from '../../backoffice/api/client';
import { settingsKeys } from './settings-api';

export interface EffectiveReason {
  active: boolean;
  operatorOnly: boolean;
  slaRestricted: boolean;
  slaDays: number;
  requiresImages: boolean;
}
export interface ReasonTermsRow {
  reasonId: number;
  terms: ReasonTerms;
  effective: EffectiveReason;
}
export interface SubReasonTermsRow {
  subReasonId: number;
  terms: SubReasonTerms;
  effective: { active: boolean };
}
export interface DesireTermsRow {
  desireId: number;
  terms: DesireTerms;
  effective: { active: boolean; bonusCode: number | null; auxiliaryMessage: LocalizedText | null };
}
export interface BrandTerms {
  brandId: number;
  reasons: ReasonTermsRow[];
  subReasons: SubReasonTermsRow[];
  desires: DesireTermsRow[];
}

export type TermsKind = 'reason' | 'subReason' | 'desire';
const PATHS: Record<TermsKind, string> = { reason: 'reasons', subReason: 'sub-reasons', desire: 'desires' };

const termsKey = (brandId: number) => [...settingsKeys.all(), 'terms', brandId] as const;

export function useBrandTerms(brandId: number | null) {
  return useQuery({
    queryKey: termsKey(brandId ?? 0),
    queryFn: ({ signal }) => backofficeRequest<BrandTerms>(`/settings/brands/${brandId}/terms`, { signal }),
    enabled: brandId !== null,
    retry: false,
  });
}

export function useBrandTermsHistory(brandId: number, kind: TermsKind, key: number) {
  return useQuery({
    queryKey: [...termsKey(brandId), 'history', kind, key],
    queryFn: ({ signal }) =>
      backofficeRequest<{ changes: SettingChange[] }>(`/settings/brands/${brandId}/history/${kind}/${key}`, {
        signal,
      }).then((answer) => answer.changes),
    retry: false,
  });
}

export const saveBrandTerms = (
  brandId: number,
  kind: TermsKind,
  id: number,
  terms: ReasonTerms | SubReasonTerms | DesireTerms,
) =>
  backofficeRequest<unknown>(`/settings/brands/${brandId}/${PATHS[kind]}/${id}/terms`, { method: 'PUT', body: terms });

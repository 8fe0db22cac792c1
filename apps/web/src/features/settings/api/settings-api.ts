/**
 * The policy settings calls (issue 27, ADR 0046) under /api/backoffice/settings, admins only. The shapes are the API's
 * own schemas (@portal/domain/backoffice); the server checks the same domain rules the forms check.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  BrandSettings,
  Catalogue,
  DeadlinePreview,
  DeadlinePreviewBody,
  GeneralSettings,
  RemovalOutcome,
  SettingChange,
  SettingKind,
} from '@portal/domain/backoffice';
import { backofficeRequest } from '../../backoffice/api/client';
import { backofficeKeys } from '../../backoffice/api/keys';

export type {
  BrandSettings,
  Catalogue,
  DeadlinePreview,
  DesireBody,
  DesireSetting,
  GeneralSettings,
  ReasonBody,
  ReasonSetting,
  SettingChange,
  SettingKind,
} from '@portal/domain/backoffice';

const BASE = '/settings';

export const settingsKeys = {
  all: () => [...backofficeKeys.all, 'settings'] as const,
  catalogue: () => [...settingsKeys.all(), 'catalogue'] as const,
  brand: (brandId: number) => [...settingsKeys.all(), 'brand', brandId] as const,
  history: (kind: SettingKind, key: number) => [...settingsKeys.all(), 'history', kind, key] as const,
};

export function useCatalogue() {
  return useQuery(
    queryOptions({
      queryKey: settingsKeys.catalogue(),
      queryFn: ({ signal }) => backofficeRequest<Catalogue>(`${BASE}/catalogue`, { signal }),
      retry: false,
    }),
  );
}

export function useBrandSettings(brandId: number | null) {
  return useQuery({
    queryKey: settingsKeys.brand(brandId ?? 0),
    queryFn: ({ signal }) => backofficeRequest<BrandSettings>(`${BASE}/brands/${brandId}`, { signal }),
    enabled: brandId !== null,
    retry: false,
  });
}

export function useSettingHistory(kind: SettingKind, key: number) {
  return useQuery({
    queryKey: settingsKeys.history(kind, key),
    queryFn: ({ signal }) =>
      backofficeRequest<{ changes: SettingChange[] }>(`${BASE}/history/${kind}/${key}`, { signal }).then(
        (answer) => answer.changes,
      ),
    retry: false,
  });
}

/** The catalogue's paths by kind. */
export const CATALOGUE_PATHS = {
  reason: 'reasons',
  desire: 'desires',
  subReason: 'sub-reasons',
  bonus: 'bonuses',
} as const;
export type CatalogueKind = keyof typeof CATALOGUE_PATHS;

/** Deletes a row nothing refers to; the server deactivates one something does, and says which it did. */
export const removeSetting = (kind: CatalogueKind, id: number) =>
  backofficeRequest<{ outcome: RemovalOutcome }>(`${BASE}/${CATALOGUE_PATHS[kind]}/${id}`, {
    method: 'DELETE',
  });

/** Creates a catalogue row (id null: POST, the server numbers it) or replaces one (PUT). */
export const saveSetting = (kind: CatalogueKind, id: number | null, body: object) =>
  id === null
    ? backofficeRequest<unknown>(`${BASE}/${CATALOGUE_PATHS[kind]}`, { method: 'POST', body })
    : backofficeRequest<unknown>(`${BASE}/${CATALOGUE_PATHS[kind]}/${id}`, { method: 'PUT', body });

export const saveGeneralSettings = (brandId: number, body: GeneralSettings) =>
  backofficeRequest<GeneralSettings>(`${BASE}/brands/${brandId}/general`, { method: 'PUT', body });

export const saveCampaign = (brandId: number, discountPercent: number) =>
  backofficeRequest<NonNullable<BrandSettings['campaign']>>(`${BASE}/brands/${brandId}/campaign`, {
    method: 'PUT',
    body: { discountPercent },
  });

export const previewDeadline = (input: DeadlinePreviewBody) => backofficeRequest<DeadlinePreview>(`${BASE}/preview/deadline`, { method: 'POST', body: input });

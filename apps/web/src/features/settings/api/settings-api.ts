/**
 * The policy settings calls (issue 27, ADR 0046) under /api/backoffice/settings, admins only. The shapes are the API's
 * own schemas (@portal/domain/backoffice); the server checks the same domain rules the forms check.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  brandSettingsAnswer,
  bonusSchema,
  desireSchema,
  reasonSchema,
  subReasonSchema,
  catalogueAnswer,
  generalSettingsBody,
  historyAnswer,
  previewAnswer,
  removalAnswer,
  type DeadlinePreviewBody,
  type GeneralSettings,
  type SettingChange,
  type SettingKind,
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
      queryFn: async ({ signal }) => catalogueAnswer.parse(await backofficeRequest(`${BASE}/catalogue`, { signal })),
      retry: false,
    }),
  );
}

export function useBrandSettings(brandId: number | null) {
  return useQuery({
    queryKey: settingsKeys.brand(brandId ?? 0),
    queryFn: async ({ signal }) =>
      brandSettingsAnswer.parse(await backofficeRequest(`${BASE}/brands/${brandId}`, { signal })),
    enabled: brandId !== null,
    retry: false,
  });
}

export function useSettingHistory(kind: SettingKind, key: number) {
  return useQuery({
    queryKey: settingsKeys.history(kind, key),
    queryFn: async ({ signal }) =>
      historyAnswer.parse(await backofficeRequest(`${BASE}/history/${kind}/${key}`, { signal }))
        .changes as SettingChange[],
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
export const removeSetting = async (kind: CatalogueKind, id: number) =>
  removalAnswer.parse(await backofficeRequest(`${BASE}/${CATALOGUE_PATHS[kind]}/${id}`, { method: 'DELETE' }));

/** What the server answers for a saved row of each kind: the row as stored. */
const SAVED_ROW = { reason: reasonSchema, desire: desireSchema, subReason: subReasonSchema, bonus: bonusSchema } as const;

/** Creates a catalogue row (id null: POST, the server numbers it) or replaces one (PUT); answers the stored row. */
export const saveSetting = async (kind: CatalogueKind, id: number | null, body: object) =>
  SAVED_ROW[kind].parse(
    await (id === null
      ? backofficeRequest(`${BASE}/${CATALOGUE_PATHS[kind]}`, { method: 'POST', body })
      : backofficeRequest(`${BASE}/${CATALOGUE_PATHS[kind]}/${id}`, { method: 'PUT', body })),
  );

export const saveGeneralSettings = async (brandId: number, body: GeneralSettings) =>
  generalSettingsBody.parse(await backofficeRequest(`${BASE}/brands/${brandId}/general`, { method: 'PUT', body }));

export const saveCampaign = async (brandId: number, discountPercent: number) =>
  brandSettingsAnswer.shape.campaign.unwrap().parse(
    await backofficeRequest(`${BASE}/brands/${brandId}/campaign`, { method: 'PUT', body: { discountPercent } }),
  );

export const previewDeadline = async (input: DeadlinePreviewBody) =>
  previewAnswer.parse(await backofficeRequest(`${BASE}/preview/deadline`, { method: 'POST', body: input }));

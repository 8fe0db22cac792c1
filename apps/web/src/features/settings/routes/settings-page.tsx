import { useState } from 'react';
import { Alert, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { AdminsOnly } from '../../backoffice/components/admins-only';
import { useBrandLabel } from '../../backoffice/lib/brand-label';
import { isAdmin, useOperator } from '../../backoffice/lib/operator-context';
import { readQueueFilters } from '../../backoffice/lib/queue-filters';
import { useConsoleTitle } from '../../backoffice/lib/use-console-title';
import {
  previewDeadline,
  saveCampaign,
  saveDesire,
  saveGeneralSettings,
  saveReason,
  settingsKeys,
  useBrandSettings,
  useCatalogue,
  type DesireSetting,
  type ReasonSetting,
} from '../api/settings-api';
import { CouponSettingsForm } from '../components/coupon-settings-form';
import { DesireForm } from '../components/desire-form';
import { desireEditButtonId, DesiresTable } from '../components/desires-table';
import { ReasonForm } from '../components/reason-form';
import { reasonEditButtonId, ReasonsTable } from '../components/reasons-table';
import { SettingHistory } from '../components/setting-history';

/**
 * /backoffice/settings (issue 27, ADR 0046): the programme's policy, for admins. The reasons and desires all brands
 * share (changed by an admin of every brand; the others read them), and one brand's coupon rules and campaign. Each
 * change applies to protocols opened after it; the shopper's next load reads it.
 */
export default function SettingsPage() {
  const { t } = useTranslation('settings');
  useConsoleTitle(t('title'));
  const operator = useOperator();
  const admin = isAdmin(operator);
  const [params] = useSearchParams();
  const [brand, setBrand] = useState<number | null>(() => readQueueFilters(params).brand ?? operator.brands[0] ?? null);
  const brandLabel = useBrandLabel();
  const queryClient = useQueryClient();
  const catalogue = useCatalogue();
  const brandSettings = useBrandSettings(admin ? brand : null);
  const [reason, setReason] = useState<ReasonSetting | null>(null);
  const [desire, setDesire] = useState<DesireSetting | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  if (!admin) return <AdminsOnly title={t('title')} text={t('adminsOnly')} />;
  if (catalogue.isPending) return <PageLoader label={t('loading')} />;
  if (catalogue.isError) {
    return (
      <Alert color="red" role="alert" title={t('loadError')}>
        {catalogue.error.message}
      </Alert>
    );
  }

  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.all() });
  const closed = (buttonId: string | null, message: string | null) => {
    setReason(null);
    setDesire(null);
    setSaved(message);
    if (buttonId) requestAnimationFrame(() => document.getElementById(buttonId)?.focus());
  };
  const { canEdit } = catalogue.data;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text size="sm">{t('intro')}</Text>
      {saved ? (
        <Text role="status" size="sm" fw={600}>
          {saved}
        </Text>
      ) : null}
      {canEdit ? null : (
        <Alert color="yellow" title={t('sharedTitle')}>
          {t('sharedText')}
        </Alert>
      )}

      <Stack gap="sm" component="section" aria-labelledby="settings-reasons">
        <Title order={2} size="h3" id="settings-reasons">
          {t('reasons.title')}
        </Title>
        <ReasonsTable
          reasons={catalogue.data.reasons}
          onEdit={
            canEdit
              ? (row) => {
                  setSaved(null);
                  setDesire(null);
                  setReason(row);
                }
              : null
          }
        />
        {reason ? (
          <>
            <ReasonForm
              key={reason.id}
              reason={reason}
              onPreview={(proposal) => {
                if (brand === null) return Promise.reject(new Error(t('noBrand')));
                return previewDeadline({ brandId: brand, reasonId: reason.id, ...proposal });
              }}
              onSave={async (body) => {
                await saveReason(reason.id, body);
                await refresh();
                closed(reasonEditButtonId(reason.id), t('form.savedNamed', { id: reason.id }));
              }}
              onCancel={() => closed(reasonEditButtonId(reason.id), null)}
            />
            <SettingHistory kind="reason" settingKey={reason.id} />
          </>
        ) : null}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="settings-desires">
        <Title order={2} size="h3" id="settings-desires">
          {t('desires.title')}
        </Title>
        <DesiresTable
          desires={catalogue.data.desires}
          reasons={catalogue.data.reasons}
          onEdit={
            canEdit
              ? (row) => {
                  setSaved(null);
                  setReason(null);
                  setDesire(row);
                }
              : null
          }
        />
        {desire ? (
          <>
            <DesireForm
              key={desire.id}
              desire={desire}
              bonuses={catalogue.data.bonuses}
              onSave={async (body) => {
                await saveDesire(desire.id, body);
                await refresh();
                closed(desireEditButtonId(desire.id), t('form.savedNamed', { id: desire.id }));
              }}
              onCancel={() => closed(desireEditButtonId(desire.id), null)}
            />
            <SettingHistory kind="desire" settingKey={desire.id} />
          </>
        ) : null}
      </Stack>

      <Stack gap="sm" component="section" aria-labelledby="settings-brand">
        <Title order={2} size="h3" id="settings-brand">
          {t('brand.title')}
        </Title>
        <NativeSelect
          label={t('brand.choose')}
          value={brand === null ? '' : String(brand)}
          data={operator.brands.map((id) => ({ value: String(id), label: brandLabel(id) }))}
          onChange={(event) => setBrand(Number(event.currentTarget.value))}
          maw={280}
        />
        {brand !== null && brandSettings.data ? (
          <>
            <CouponSettingsForm
              key={brand}
              settings={brandSettings.data}
              brandName={brandLabel(brand)}
              onSave={async (general, discountPercent) => {
                if (general) await saveGeneralSettings(brand, general);
                await saveCampaign(brand, discountPercent);
                await refresh();
              }}
            />
            <SettingHistory kind="generalSettings" settingKey={brand} />
          </>
        ) : brandSettings.isError ? (
          <Alert color="red">{brandSettings.error.message}</Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}

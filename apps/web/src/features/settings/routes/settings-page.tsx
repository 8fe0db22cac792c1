import { useState, type ReactNode } from 'react';
import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { CONTACT_TYPE, DESIRE_TRIGGER, NEW_REASON_DEFAULTS } from '@portal/domain';
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
  removeSetting,
  saveCampaign,
  saveGeneralSettings,
  saveSetting,
  settingsKeys,
  useBrandSettings,
  useCatalogue,
  type Catalogue,
  type CatalogueKind,
  type DesireSetting,
  type ReasonSetting,
} from '../api/settings-api';
import {
  BonusesTable,
  DesiresTable,
  editButtonId,
  ReasonsTable,
  SubReasonsTable,
} from '../components/catalogue-tables';
import { BrandTermsSection } from '../components/brand-terms';
import { CouponSettingsForm } from '../components/coupon-settings-form';
import { DesireForm } from '../components/desire-form';
import { ReasonForm } from '../components/reason-form';
import { SettingHistory } from '../components/setting-history';
import { ShippingSettingsSection } from '../components/shipping-settings-form';
import { BonusForm, SubReasonForm } from '../components/small-forms';

type Editing =
  | { kind: 'reason'; row: ReasonSetting }
  | { kind: 'desire'; row: DesireSetting }
  | { kind: 'subReason'; row: Catalogue['subReasons'][number] }
  | { kind: 'bonus'; row: Catalogue['bonuses'][number] };

const keyOf = (editing: Editing) => (editing.kind === 'bonus' ? editing.row.code : editing.row.id);

const NO_TEXT = { pt: '', en: '', es: '' };

/** A new row of each kind as its form opens (id or code 0: the server numbers it on save). */
function blankRow(kind: CatalogueKind, reasonId: number): Editing {
  switch (kind) {
    case 'reason':
      return {
        kind,
        row: { id: 0, ...NEW_REASON_DEFAULTS, name: { ...NO_TEXT } },
      };
    case 'desire':
      return {
        kind,
        row: {
          id: 0,
          reasonId,
          name: NO_TEXT,
          active: true,
          trigger: DESIRE_TRIGGER.EXCHANGE,
          sizeChange: true,
          colourChange: false,
          refund: false,
          storeCredit: false,
          bonusCode: null,
          auxiliaryMessage: null,
        },
      };
    case 'subReason':
      return { kind, row: { id: 0, reasonId, contactType: CONTACT_TYPE.ECOMM, name: NO_TEXT, active: true } };
    case 'bonus':
      return { kind, row: { code: 0, percent: 10, active: true } };
  }
}

/**
 * /backoffice/settings (issue 27, ADR 0046, 0055): the programme's policy, for admins. The catalogue all brands share
 * (reasons, desires, sub-reasons, bonuses: changed by an admin of every brand, read by the others) and one brand's
 * general settings, campaign and terms over the shared catalogue (its admins). A change applies to protocols opened after it; the shopper's next load reads it.
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
  const [editing, setEditing] = useState<Editing | null>(null);
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
  /** Closes the form with a message, focus back on the row's Edit button. */
  const close = (message: string | null) => {
    const buttonId = editing ? editButtonId(editing.kind, keyOf(editing)) : null;
    setEditing(null);
    setSaved(message);
    if (buttonId) requestAnimationFrame(() => document.getElementById(buttonId)?.focus());
  };
  const edit = (next: Editing) => {
    setSaved(null);
    setEditing(next);
  };
  /** Saves the open form's row (a new one is created) and closes the form with what happened. */
  const save = async (kind: CatalogueKind, id: number, body: object) => {
    await saveSetting(kind, id === 0 ? null : id, body);
    await refresh();
    close(id === 0 ? t('form.created') : t('form.savedNamed', { id }));
  };
  const remove = (kind: CatalogueKind, id: number) => async () => {
    const { outcome } = await removeSetting(kind, id);
    await refresh();
    close(t(`form.removed.${outcome}`, { id }));
  };
  const { canEdit } = catalogue.data;
  const editable = <T,>(open: (row: T) => void) => (canEdit ? open : null);
  const formOf = (kind: CatalogueKind): ReactNode => {
    if (!editing || editing.kind !== kind) return null;
    const cancel = () => close(null);
    const id = keyOf(editing);
    let form: ReactNode;
    if (editing.kind === 'reason') {
      form = (
        <ReasonForm
          reason={editing.row}
          onPreview={(proposal) =>
            brand === null
              ? Promise.reject(new Error(t('noBrand')))
              : previewDeadline({ brandId: brand, reasonId: id, ...proposal })
          }
          onSave={(body) => save('reason', id, body)}
          onRemove={id === 0 ? undefined : remove('reason', id)}
          onCancel={cancel}
        />
      );
    } else if (editing.kind === 'desire') {
      form = (
        <DesireForm
          desire={editing.row}
          bonuses={catalogue.data.bonuses}
          reasons={catalogue.data.reasons}
          onSave={(body) => save('desire', id, body)}
          onRemove={id === 0 ? undefined : remove('desire', id)}
          onCancel={cancel}
        />
      );
    } else if (editing.kind === 'subReason') {
      form = (
        <SubReasonForm
          row={editing.row}
          reasons={catalogue.data.reasons}
          onSave={(body) => save('subReason', id, body)}
          onRemove={id === 0 ? undefined : remove('subReason', id)}
          onCancel={cancel}
        />
      );
    } else {
      form = (
        <BonusForm
          row={editing.row}
          onSave={(body) => save('bonus', id, body)}
          onRemove={id === 0 ? undefined : remove('bonus', id)}
          onCancel={cancel}
        />
      );
    }
    return (
      <div key={`${kind}-${id}`}>
        <Stack gap="sm">
          {form}
          {id === 0 ? null : <SettingHistory kind={kind} settingKey={id} />}
        </Stack>
      </div>
    );
  };

  const section = (id: string, title: string, table: ReactNode, kind: CatalogueKind) => (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {table}
      {canEdit ? (
        <Button
          variant="default"
          w="fit-content"
          onClick={() => edit(blankRow(kind, catalogue.data.reasons[0]?.id ?? 0))}
        >
          {t(`new.${kind}`)}
        </Button>
      ) : null}
      {formOf(kind)}
    </Stack>
  );
  const { reasons, desires, subReasons, bonuses } = catalogue.data;

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
      {section(
        'settings-reasons',
        t('reasons.title'),
        <ReasonsTable reasons={reasons} onEdit={editable((row: ReasonSetting) => edit({ kind: 'reason', row }))} />,
        'reason',
      )}
      {section(
        'settings-sub-reasons',
        t('subReasons.title'),
        <SubReasonsTable
          subReasons={subReasons}
          reasons={reasons}
          onEdit={editable((row: Catalogue['subReasons'][number]) => edit({ kind: 'subReason', row }))}
        />,
        'subReason',
      )}
      {section(
        'settings-desires',
        t('desires.title'),
        <DesiresTable
          desires={desires}
          reasons={reasons}
          onEdit={editable((row: DesireSetting) => edit({ kind: 'desire', row }))}
        />,
        'desire',
      )}
      {section(
        'settings-bonuses',
        t('bonuses.title'),
        <BonusesTable
          bonuses={bonuses}
          onEdit={editable((row: Catalogue['bonuses'][number]) => edit({ kind: 'bonus', row }))}
        />,
        'bonus',
      )}

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
            <SettingHistory kind="campaignCoupon" settingKey={brand} title={t('campaignHistory')} />
            <ShippingSettingsSection key={`shipping-${brand}`} brandId={brand} brandName={brandLabel(brand)} />
            <BrandTermsSection
              key={`terms-${brand}`}
              brandId={brand}
              brandName={brandLabel(brand)}
              catalogue={catalogue.data}
            />
          </>
        ) : brandSettings.isError ? (
          <Alert color="red">{brandSettings.error.message}</Alert>
        ) : null}
      </Stack>
    </Stack>
  );
}

import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Checkbox, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { saveShippingSettings, useShippingSettings, type ShippingSettings } from '../api/shipping-api';
import { settingsKeys } from '../api/settings-api';
import type { FormProblems } from '../lib/setting-forms';
import {
  CENTRE_FIELDS,
  isOptionalCentreField,
  PARCEL_FIELDS,
  shippingBodyOf,
  shippingFormProblems,
  shippingFormValues,
  shippingProblemText,
  type ShippingFormValues,
} from '../lib/shipping-form';
import { OptionalLocalizedFields } from './localized-fields';
import { SettingFormFrame, useSaving } from './setting-form-frame';
import { SettingHistory } from './setting-history';
import classes from './settings.module.css';

/**
 * 'Envio (Correios)' of one brand (issue 48): when its return codes are issued, how long they last and whether one is
 * extended at expiry, the parcel Correios is told of, where returns travel to, and the instructions shown instead of
 * a code while the brand has no Correios contract. Its history is the setting kind 'shippingSettings'.
 */
export function ShippingSettingsSection({ brandId, brandName }: { brandId: number; brandName: string }) {
  const { t } = useTranslation('settings');
  const settings = useShippingSettings(brandId);
  if (settings.isPending) return <Text size="sm">{t('loading')}</Text>;
  if (settings.isError) return <Text c="red">{settings.error.message}</Text>;
  return (
    <Stack gap="sm">
      <ShippingSettingsForm key={brandId} brandId={brandId} brandName={brandName} settings={settings.data} />
      <SettingHistory kind="shippingSettings" settingKey={brandId} title={t('shipping.history')} />
    </Stack>
  );
}

function ShippingSettingsForm(props: { brandId: number; brandName: string; settings: ShippingSettings }) {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const [values, setValues] = useState<ShippingFormValues>(() => shippingFormValues(props.settings));
  const [problems, setProblems] = useState<FormProblems>({});
  const [saved, setSaved] = useState(false);
  const save = useSaving();
  const change = (next: ShippingFormValues) => {
    setValues(next);
    setProblems({});
    setSaved(false);
    save.setFailure(null);
  };
  const error = (field: string) => shippingProblemText(t, field, problems[field]);

  const submit = async () => {
    const found = shippingFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const ok = await save.run(async () => {
      const stored = await saveShippingSettings(props.brandId, shippingBodyOf(values));
      setValues(shippingFormValues(stored));
      await queryClient.invalidateQueries({ queryKey: settingsKeys.all() });
    });
    setSaved(ok);
  };

  return (
    <SettingFormFrame
      headingId={`settings-shipping-${props.brandId}`}
      title={t('shipping.title', { brand: props.brandName })}
      failure={save.failure}
      saving={save.saving}
      onSubmit={() => void submit()}
    >
      <Text size="sm">{t('shipping.intro')}</Text>
      <NativeSelect
        label={t('shipping.issueAt')}
        value={values.issueAt}
        data={(['opening', 'approval'] as const).map((value) => ({
          value,
          label: t(`shipping.issueAtOptions.${value}`),
        }))}
        onChange={(event) => change({ ...values, issueAt: event.currentTarget.value as ShippingFormValues['issueAt'] })}
        maw={320}
      />
      <TextInput
        data-field="validityDays"
        label={t('shipping.validityDays')}
        inputMode="numeric"
        value={values.validityDays}
        error={error('validityDays')}
        onChange={(event) => change({ ...values, validityDays: event.currentTarget.value })}
        maw={320}
      />
      <Checkbox
        label={t('shipping.extendOnce')}
        checked={values.extendOnce}
        onChange={(event) => change({ ...values, extendOnce: event.currentTarget.checked })}
      />
      <NativeSelect
        label={t('shipping.format')}
        value={values.format}
        data={(['1', '2', '3'] as const).map((value) => ({ value, label: t(`shipping.formats.${value}`) }))}
        onChange={(event) => change({ ...values, format: event.currentTarget.value as ShippingFormValues['format'] })}
        maw={320}
      />
      <div className={classes.languages}>
        {PARCEL_FIELDS.map((field) => (
          <TextInput
            key={field}
            data-field={field}
            label={t(`shipping.${field}`)}
            inputMode="numeric"
            value={values.parcel[field]}
            error={error(field)}
            onChange={(event) =>
              change({ ...values, parcel: { ...values.parcel, [field]: event.currentTarget.value } })
            }
          />
        ))}
      </div>
      <Title order={4} size="h6">
        {t('shipping.centre.title')}
      </Title>
      <Text size="sm">{t('shipping.centre.hint')}</Text>
      <div className={classes.centre}>
        {CENTRE_FIELDS.map((field) => (
          <TextInput
            key={field}
            data-field={`returnsCentre.${field}`}
            label={
              isOptionalCentreField(field)
                ? t('shipping.optional', { label: t(`shipping.centre.${field}`) })
                : t(`shipping.centre.${field}`)
            }
            inputMode={field === 'cep' || field === 'document' ? 'numeric' : undefined}
            type={field === 'email' ? 'email' : field === 'phone' ? 'tel' : 'text'}
            value={values.centre[field]}
            error={error(`returnsCentre.${field}`)}
            onChange={(event) =>
              change({ ...values, centre: { ...values.centre, [field]: event.currentTarget.value } })
            }
          />
        ))}
      </div>
      <OptionalLocalizedFields
        field="returnInstructions"
        label={t('shipping.returnInstructions')}
        value={values.returnInstructions}
        problems={problems}
        onChange={(returnInstructions) => change({ ...values, returnInstructions })}
      />
      <Text size="xs" c="dimmed">
        {t('shipping.returnInstructionsHint')}
      </Text>
      {saved ? (
        <Text role="status" size="sm" fw={600}>
          {t('form.saved')}
        </Text>
      ) : null}
    </SettingFormFrame>
  );
}

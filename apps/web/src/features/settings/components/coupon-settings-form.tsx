import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Checkbox, Text, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import type { BrandSettings, GeneralSettings } from '../api/settings-api';
import {
  couponFormProblems,
  couponFormValues,
  generalSettingsOf,
  MESSAGE_FIELDS,
  numberOf,
  type CouponFormValues,
  type FormProblems,
  problemText,
} from '../lib/setting-forms';
import { LocalizedFields } from './localized-fields';
import { SettingFormFrame, useSaving } from './setting-form-frame';

interface CouponSettingsFormProps {
  settings: BrandSettings;
  brandName: string;
  onSave: (general: GeneralSettings | null, discountPercent: number) => Promise<unknown>;
}

const NUMBER_FIELDS = ['couponQuantity', 'couponValidityDays', 'discountPercent'] as const;

/**
 * One brand's general settings of spec §3 — coupon rules (SCO_QTD_CUPOM, SCO_VAL_CUPOM), delivery-date validation
 * (SCO_VAL_ENTREGA) and the four messages in pt/en/es — and its campaign discount (TIC_DESCONTO), checked by the
 * domain's rules before they are sent.
 */
export function CouponSettingsForm({ settings, brandName, onSave }: CouponSettingsFormProps) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState<CouponFormValues>(() =>
    couponFormValues(settings.general, settings.campaign?.discountPercent ?? null),
  );
  const [problems, setProblems] = useState<FormProblems>({});
  const [saved, setSaved] = useState(false);
  const save = useSaving();

  const change = <K extends keyof CouponFormValues>(name: K, value: CouponFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems({});
    setSaved(false);
    save.setFailure(null);
  };

  const submit = async () => {
    const found = couponFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    const general = generalSettingsOf(values);
    setSaved(await save.run(() => onSave(general, numberOf(values.discountPercent))));
  };

  const messages = values.messages;
  return (
    <SettingFormFrame
      headingId={`settings-coupons-${settings.brandId}`}
      title={t('coupons.title', { brand: brandName })}
      failure={save.failure}
      saving={save.saving}
      onSubmit={() => void submit()}
    >
      {settings.general ? (
        <Checkbox
          label={t('coupons.validateDeliveryDate')}
          checked={values.validateDeliveryDate}
          onChange={(event) => change('validateDeliveryDate', event.currentTarget.checked)}
        />
      ) : (
        <Text size="sm">{t('coupons.noGeneral')}</Text>
      )}
      {NUMBER_FIELDS.filter((field) => settings.general || field === 'discountPercent').map((field) => (
        <TextInput
          key={field}
          data-field={field}
          label={t(`coupons.${field}`)}
          inputMode="numeric"
          value={values[field]}
          error={problemText(t, problems[field])}
          onChange={(event) => change(field, event.currentTarget.value)}
          maw={240}
        />
      ))}
      {messages
        ? MESSAGE_FIELDS.map((field) => (
            <LocalizedFields
              key={field}
              field={field}
              label={t(`coupons.${field}`)}
              value={messages[field]}
              problems={problems}
              onChange={(text) => change('messages', { ...messages, [field]: text })}
            />
          ))
        : null}
      {saved ? (
        <Text role="status" size="sm" fw={600}>
          {t('form.saved')}
        </Text>
      ) : null}
    </SettingFormFrame>
  );
}

import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Button, Checkbox, NativeSelect } from '@mantine/core';
import { DESIRE_TRIGGERS } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { DesireBody, DesireSetting, ReasonSetting } from '../api/settings-api';
import {
  desireFormProblems,
  desireFormValues,
  type DesireFormValues,
  type FormProblems,
  problemText,
} from '../lib/setting-forms';
import { LocalizedFields, OptionalLocalizedFields } from './localized-fields';
import { ReasonSelect } from './reason-select';
import { SettingFormFrame, useSaving } from './setting-form-frame';

type Flag = 'active' | 'sizeChange' | 'colourChange' | 'refund' | 'storeCredit';
const FLAGS: readonly Flag[] = ['active', 'sizeChange', 'colourChange', 'refund', 'storeCredit'];

interface DesireFormProps {
  desire: DesireSetting;
  bonuses: { code: number; percent: number; active: boolean }[];
  reasons: ReasonSetting[];
  onSave: (body: DesireBody) => Promise<unknown>;
  onCancel: () => void;
  /** Absent for a new desire. */
  onRemove?: () => Promise<unknown>;
}

/** Edits one desire: name, trigger and the flags it must fit, the bonus (store credit only) and the helper text. */
export function DesireForm({ desire, bonuses, reasons, onSave, onCancel, onRemove }: DesireFormProps) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState<DesireFormValues>(() => desireFormValues(desire));
  const [problems, setProblems] = useState<FormProblems>({});
  const save = useSaving();

  const change = <K extends keyof DesireFormValues>(name: K, value: DesireFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems({});
    save.setFailure(null);
  };

  const submit = () => {
    const found = desireFormProblems(values);
    setProblems(found);
    if (Object.keys(found).length === 0) void save.run(() => onSave(values));
  };

  const problem = (field: string) => problemText(t, problems[field]);
  return (
    <SettingFormFrame
      headingId="settings-desire-form"
      title={desire.id === 0 ? t('desires.newTitle') : t('desires.editTitle', { id: desire.id })}
      focusKey={desire.id}
      failure={save.failure}
      saving={save.saving}
      onRemove={onRemove}
      onSubmit={submit}
      actions={
        <Button variant="subtle" onClick={onCancel} disabled={save.saving}>
          {t('form.cancel')}
        </Button>
      }
    >
      <LocalizedFields
        field="name"
        label={t('desires.name')}
        value={values.name}
        problems={problems}
        onChange={(name) => change('name', name)}
      />
      <ReasonSelect reasons={reasons} value={values.reasonId} onChange={(reasonId) => change('reasonId', reasonId)} />
      <NativeSelect
        label={t('desires.trigger')}
        value={values.trigger}
        error={problem('trigger')}
        data={DESIRE_TRIGGERS.map((trigger) => ({ value: trigger, label: t(`desires.triggers.${trigger}`) }))}
        onChange={(event) => change('trigger', event.currentTarget.value)}
        maw={280}
      />
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t(`desires.${flag}`)}
          checked={values[flag]}
          onChange={(event) => change(flag, event.currentTarget.checked)}
        />
      ))}
      <NativeSelect
        label={t('desires.bonus')}
        value={values.bonusCode === null ? '' : String(values.bonusCode)}
        error={problem('bonusCode')}
        data={[
          { value: '', label: t('desires.noBonus') },
          ...bonuses
            .filter((bonus) => bonus.active || bonus.code === values.bonusCode)
            .map((bonus) => ({
              value: String(bonus.code),
              label: t('desires.bonusOption', { percent: bonus.percent }),
            })),
        ]}
        onChange={(event) => change('bonusCode', event.currentTarget.value ? Number(event.currentTarget.value) : null)}
        maw={280}
      />
      <OptionalLocalizedFields
        field="auxiliaryMessage"
        label={t('desires.helperText')}
        value={values.auxiliaryMessage}
        problems={problems}
        onChange={(text) => change('auxiliaryMessage', text)}
      />
    </SettingFormFrame>
  );
}

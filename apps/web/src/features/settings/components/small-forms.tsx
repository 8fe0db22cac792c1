/**
 * The two small catalogue forms: a sub-reason (its name in pt/en/es, offered or not) and a voucher bonus (its whole
 * percent, offered or not), checked by the domain's rules before they are sent.
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useState } from 'react';
import { Button, Checkbox, TextInput } from '@mantine/core';
import { percentIssues, subReasonSettingIssues, type LocalizedText } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { Catalogue, ReasonSetting } from '../api/settings-api';
import { numberOf, problemsOf, problemText, type FormProblems } from '../lib/setting-forms';
import { LocalizedFields } from './localized-fields';
import { ReasonSelect } from './reason-select';
import { SettingFormFrame, useSaving } from './setting-form-frame';

type SubReason = Catalogue['subReasons'][number];
type Bonus = Catalogue['bonuses'][number];

interface SmallFormProps<T, B> {
  /** Id (or code) 0: a new row. */
  row: T;
  onSave: (body: B) => Promise<unknown>;
  /** Absent for a new row. */
  onRemove?: () => Promise<unknown>;
  onCancel: () => void;
}

function useSmallForm<V>(initial: V, problemsFor: (values: V) => FormProblems) {
  const [values, setValues] = useState<V>(initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const save = useSaving();
  const change = <K extends keyof V>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems({});
    save.setFailure(null);
  };
  const submit = (send: (values: V) => Promise<unknown>) => {
    const found = problemsFor(values);
    setProblems(found);
    if (Object.keys(found).length === 0) void save.run(() => send(values));
  };
  return { values, problems, save, change, submit };
}

function CancelButton({ onCancel, disabled }: { onCancel: () => void; disabled: boolean }) {
  const { t } = useTranslation('settings');
  return (
    <Button variant="subtle" onClick={onCancel} disabled={disabled}>
      {t('form.cancel')}
    </Button>
  );
}

export function SubReasonForm(props: SmallFormProps<SubReason, Omit<SubReason, 'id'>> & { reasons: ReasonSetting[] }) {
  const { row, onSave, onRemove, onCancel, reasons } = props;
  const { t } = useTranslation('settings');
  const { id: _id, ...initial } = row;
  const form = useSmallForm(initial, (values) => problemsOf(subReasonSettingIssues(values)));
  return (
    <SettingFormFrame
      headingId="settings-sub-reason-form"
      title={row.id === 0 ? t('subReasons.newTitle') : t('subReasons.editTitle', { id: row.id })}
      focusKey={row.id}
      failure={form.save.failure}
      saving={form.save.saving}
      onSubmit={() => form.submit(onSave)}
      onRemove={onRemove}
      actions={<CancelButton onCancel={onCancel} disabled={form.save.saving} />}
    >
      <ReasonSelect
        reasons={reasons}
        value={form.values.reasonId}
        onChange={(reasonId) => form.change('reasonId', reasonId)}
      />
      <LocalizedFields
        field="name"
        label={t('form.name')}
        value={form.values.name}
        problems={form.problems}
        onChange={(name: LocalizedText) => form.change('name', name)}
      />
      <Checkbox
        label={t('desires.active')}
        checked={form.values.active}
        onChange={(event) => form.change('active', event.currentTarget.checked)}
      />
    </SettingFormFrame>
  );
}

export function BonusForm({ row, onSave, onRemove, onCancel }: SmallFormProps<Bonus, Omit<Bonus, 'code'>>) {
  const { t } = useTranslation('settings');
  const form = useSmallForm({ percent: String(row.percent), active: row.active }, (values) =>
    problemsOf(percentIssues(numberOf(values.percent))),
  );
  return (
    <SettingFormFrame
      headingId="settings-bonus-form"
      title={row.code === 0 ? t('bonuses.newTitle') : t('bonuses.editTitle', { code: row.code })}
      focusKey={row.code}
      failure={form.save.failure}
      saving={form.save.saving}
      onSubmit={() => form.submit((values) => onSave({ percent: numberOf(values.percent), active: values.active }))}
      onRemove={onRemove}
      actions={<CancelButton onCancel={onCancel} disabled={form.save.saving} />}
    >
      <TextInput
        data-field="percent"
        label={t('bonuses.percent')}
        inputMode="numeric"
        value={form.values.percent}
        error={problemText(t, form.problems.percent)}
        onChange={(event) => form.change('percent', event.currentTarget.value)}
        maw={240}
      />
      <Checkbox
        label={t('desires.active')}
        checked={form.values.active}
        onChange={(event) => form.change('active', event.currentTarget.checked)}
      />
    </SettingFormFrame>
  );
}

import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Checkbox.css';
import { useRef, useState } from 'react';
import { Button, Checkbox, Text, TextInput } from '@mantine/core';
import { POLICY_DEADLINE_MAX_DAYS, POLICY_DEADLINE_MIN_DAYS } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { DeadlinePreview, ReasonBody, ReasonSetting } from '../api/settings-api';
import {
  numberOf,
  problemText,
  reasonBodyOf,
  reasonFormProblems,
  reasonFormValues,
  type FormProblems,
  type ReasonFormValues,
} from '../lib/setting-forms';
import { LocalizedFields, OptionalLocalizedFields } from './localized-fields';
import { SettingFormFrame, useSaving } from './setting-form-frame';

interface ReasonFormProps {
  reason: ReasonSetting;
  /** Saves the reason; rejects with the server's refusal. */
  onSave: (body: ReasonBody) => Promise<unknown>;
  /** Counts today's order lines the proposed deadline would change; rejects with the server's refusal. */
  onPreview: (proposal: { slaRestricted: boolean; slaDays: number }) => Promise<DeadlinePreview>;
  onCancel: () => void;
  /** Absent for a new reason. */
  onRemove?: () => Promise<unknown>;
}

type Flag =
  | 'active'
  | 'operatorOnly'
  | 'requiresImages'
  | 'slaRestricted'
  | 'firstExchangeAllowed'
  | 'secondExchangeAllowed'
  | 'refundAllowed';
/** Every yes/no of a reason (spec §3 ASS_*): the four, then the exchanges and the refund it allows. */
const FLAGS: readonly Flag[] = [
  'active',
  'operatorOnly',
  'requiresImages',
  'slaRestricted',
  'firstExchangeAllowed',
  'secondExchangeAllowed',
  'refundAllowed',
];
/** ASS_MSG_FORA_PRAZO and ASS_MSG_VEN_MKTP: none, or in all three languages. */
const MESSAGES = ['outOfDeadlineMessage', 'marketplaceMessage'] as const;
const DAY_LIMITS = { min: POLICY_DEADLINE_MIN_DAYS, max: POLICY_DEADLINE_MAX_DAYS };

/**
 * Edits one reason: its name in pt/en/es, whether it is offered, to operators only, with photos, and its deadline.
 * The domain's rules are checked before anything is sent (the server checks them again); a preview tells how many of
 * today's order lines the new deadline makes eligible or ineligible before it is saved.
 */
export function ReasonForm({ reason, onSave, onPreview, onCancel, onRemove }: ReasonFormProps) {
  const { t } = useTranslation('settings');
  const [values, setValues] = useState<ReasonFormValues>(() => reasonFormValues(reason));
  const [problems, setProblems] = useState<FormProblems>({});
  const [preview, setPreview] = useState<DeadlinePreview | null>(null);
  const save = useSaving();
  const previewing = useSaving();
  const formRef = useRef<HTMLFormElement>(null);

  const change = <K extends keyof ReasonFormValues>(name: K, value: ReasonFormValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setProblems({});
    setPreview(null);
    save.setFailure(null);
  };

  /** The rules' problems, with focus on the first field that has one; true when there are none. */
  const checked = () => {
    const found = reasonFormProblems(values);
    setProblems(found);
    const first = Object.keys(found)[0];
    if (first) formRef.current?.querySelector<HTMLInputElement>(`[data-field="${first}"]`)?.focus();
    return !first;
  };

  const runPreview = () => {
    if (!checked()) return;
    void previewing.run(async () =>
      setPreview(await onPreview({ slaRestricted: values.slaRestricted, slaDays: numberOf(values.slaDays) })),
    );
  };

  return (
    <SettingFormFrame
      headingId="settings-reason-form"
      title={reason.id === 0 ? t('reasons.newTitle') : t('reasons.editTitle', { id: reason.id })}
      focusKey={reason.id}
      formRef={formRef}
      failure={save.failure ?? previewing.failure}
      saving={save.saving}
      onRemove={onRemove}
      onSubmit={() => {
        if (checked()) void save.run(() => onSave(reasonBodyOf(values)));
      }}
      actions={
        <>
          {/* A new reason has no lines to count yet. */}
          {reason.id === 0 ? null : (
            <Button variant="default" onClick={runPreview} loading={previewing.saving}>
              {t('reasons.preview')}
            </Button>
          )}
          <Button variant="subtle" onClick={onCancel} disabled={save.saving}>
            {t('form.cancel')}
          </Button>
        </>
      }
    >
      <LocalizedFields
        field="name"
        label={t('reasons.name')}
        value={values.name}
        problems={problems}
        onChange={(name) => change('name', name)}
      />
      {FLAGS.map((flag) => (
        <Checkbox
          key={flag}
          label={t(`reasons.${flag}`)}
          checked={values[flag]}
          onChange={(event) => change(flag, event.currentTarget.checked)}
        />
      ))}
      <TextInput
        data-field="slaDays"
        label={t('reasons.slaDays')}
        description={t('reasons.slaDaysHint', DAY_LIMITS)}
        inputMode="numeric"
        value={values.slaDays}
        disabled={!values.slaRestricted}
        error={problemText(t, problems.slaDays)}
        onChange={(event) => change('slaDays', event.currentTarget.value)}
        maw={240}
      />
      {MESSAGES.map((message) => (
        <OptionalLocalizedFields
          key={message}
          field={message}
          label={t(`reasons.${message}`)}
          value={values[message]}
          problems={problems}
          onChange={(text) => change(message, text)}
        />
      ))}
      {preview ? (
        <Text role="status" size="sm">
          {t('reasons.previewResult', {
            ineligible: preview.becomeIneligible,
            eligible: preview.becomeEligible,
            lines: preview.lines,
          })}
        </Text>
      ) : null}
    </SettingFormFrame>
  );
}

/**
 * One brand's terms over the shared catalogue (issue 27, ADR 0055), for that brand's admins: per reason whether it is
 * offered, to operators only, restricted by a deadline and of how many days, with photos; per sub-reason and desire
 * whether it is offered; a desire's bonus and helper text. Each field may be left 'as in the catalogue'; the forms
 * check the domain's rules against the shared values they leave in place, as the API does.
 */
import { useState, type ReactNode } from 'react';
import { Button, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import {
  desireTermsIssues,
  pickLanguage,
  POLICY_DEADLINE_MAX_DAYS,
  POLICY_DEADLINE_MIN_DAYS,
  reasonTermsIssues,
  type DesireTerms,
  type LocalizedText,
  type ReasonTerms,
} from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useLanguage } from '../../backoffice/lib/use-language';
import {
  saveBrandTerms,
  useBrandTerms,
  useBrandTermsHistory,
  type DesireTermsRow,
  type ReasonTermsRow,
  type SubReasonTermsRow,
  type TermsKind,
} from '../api/brand-terms-api';
import { settingsKeys, type Catalogue } from '../api/settings-api';
import { numberOf, problemsOf, problemText, type FormProblems } from '../lib/setting-forms';
import { OptionalLocalizedFields } from './localized-fields';
import { SettingFormFrame, useSaving } from './setting-form-frame';
import { SettingHistoryView } from './setting-history';
import { SettingsTable } from './settings-table';
import { TermsDeadlinePreview } from './terms-preview';

type Editing =
  | { kind: 'reason'; row: ReasonTermsRow }
  | { kind: 'subReason'; row: SubReasonTermsRow }
  | { kind: 'desire'; row: DesireTermsRow };

const idOf = (editing: Editing) =>
  editing.kind === 'reason'
    ? editing.row.reasonId
    : editing.kind === 'subReason'
      ? editing.row.subReasonId
      : editing.row.desireId;
export const termsButtonId = (kind: TermsKind, id: number) => `settings-terms-${kind}-${id}`;

/** A yes/no term: '' is as the catalogue says. */
function FlagTerm(props: {
  label: string;
  value: boolean | null;
  shared: boolean;
  onChange: (v: boolean | null) => void;
}) {
  const { t } = useTranslation('settings');
  const yesNo = (value: boolean) => (value ? t('form.yes') : t('form.no'));
  return (
    <NativeSelect
      label={props.label}
      value={props.value === null ? '' : props.value ? 'yes' : 'no'}
      data={[
        { value: '', label: t('terms.asShared', { value: yesNo(props.shared) }) },
        { value: 'yes', label: t('form.yes') },
        { value: 'no', label: t('form.no') },
      ]}
      onChange={(event) => {
        const value = event.currentTarget.value;
        props.onChange(value === '' ? null : value === 'yes');
      }}
      maw={320}
    />
  );
}

function TermsHistory({ brandId, kind, id }: { brandId: number; kind: TermsKind; id: number }) {
  const { t } = useTranslation('settings');
  const history = useBrandTermsHistory(brandId, kind, id);
  return (
    <SettingHistoryView
      history={history}
      headingId={`settings-terms-history-${kind}-${id}`}
      title={t('terms.history')}
      terms
    />
  );
}

interface TermsFormProps<T> {
  brandId: number;
  title: string;
  id: number;
  initial: T;
  problemsOf: (terms: T) => FormProblems;
  onSaved: () => Promise<void>;
  onCancel: () => void;
  kind: TermsKind;
  fields: (terms: T, change: (next: T) => void, problems: FormProblems) => ReactNode;
}

function TermsForm<T extends ReasonTerms | { active: boolean | null } | DesireTerms>(props: TermsFormProps<T>) {
  const { t } = useTranslation('settings');
  const [terms, setTerms] = useState<T>(props.initial);
  const [problems, setProblems] = useState<FormProblems>({});
  const save = useSaving();
  const change = (next: T) => {
    setTerms(next);
    setProblems({});
    save.setFailure(null);
  };
  return (
    <SettingFormFrame
      headingId={`settings-terms-form-${props.kind}`}
      title={props.title}
      focusKey={props.id}
      failure={save.failure}
      saving={save.saving}
      onSubmit={() => {
        const found = props.problemsOf(terms);
        setProblems(found);
        if (Object.keys(found).length > 0) return;
        void save.run(async () => {
          await saveBrandTerms(props.brandId, props.kind, props.id, terms);
          await props.onSaved();
        });
      }}
      actions={
        <Button variant="subtle" onClick={props.onCancel} disabled={save.saving}>
          {t('form.cancel')}
        </Button>
      }
    >
      <Text size="sm">{t('terms.formHint')}</Text>
      {props.fields(terms, change, problems)}
    </SettingFormFrame>
  );
}

export function BrandTermsSection(props: { brandId: number; brandName: string; catalogue: Catalogue }) {
  const { brandId, brandName, catalogue } = props;
  const { t } = useTranslation('settings');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const terms = useBrandTerms(brandId);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  if (!terms.data) return terms.isError ? <Text c="red">{terms.error.message}</Text> : null;

  const name = (rows: { id: number; name: LocalizedText }[], id: number) => {
    const row = rows.find((candidate) => candidate.id === id);
    return row ? pickLanguage(row.name, language) : String(id);
  };
  const yes = (value: boolean) => (value ? t('form.yes') : t('form.no'));
  const close = (message: string | null) => {
    const buttonId = editing ? termsButtonId(editing.kind, idOf(editing)) : null;
    setEditing(null);
    setSaved(message);
    if (buttonId) requestAnimationFrame(() => document.getElementById(buttonId)?.focus());
  };
  const onSaved = async () => {
    await queryClient.invalidateQueries({ queryKey: settingsKeys.all() });
    close(t('terms.saved', { brand: brandName }));
  };
  const editLabel = (rowName: string) => t('terms.edit', { name: rowName });

  let form: ReactNode = null;
  if (editing?.kind === 'reason') {
    const reason = catalogue.reasons.find((row) => row.id === editing.row.reasonId)!;
    form = (
      <TermsForm<ReasonTerms>
        key={`reason-${reason.id}`}
        brandId={brandId}
        kind="reason"
        id={reason.id}
        title={t('terms.editTitle', { name: pickLanguage(reason.name, language), brand: brandName })}
        initial={editing.row.terms}
        problemsOf={(values) => problemsOf(reasonTermsIssues(values, reason))}
        onSaved={onSaved}
        onCancel={() => close(null)}
        fields={(values, change, problems) => (
          <>
            {(['active', 'operatorOnly', 'slaRestricted', 'requiresImages'] as const).map((flag) => (
              <FlagTerm
                key={flag}
                label={t(`reasons.${flag}`)}
                value={values[flag]}
                shared={reason[flag]}
                onChange={(value) => change({ ...values, [flag]: value })}
              />
            ))}
            <TextInput
              data-field="slaDays"
              label={t('reasons.slaDays')}
              description={t('terms.daysHint', {
                days: reason.slaDays,
                min: POLICY_DEADLINE_MIN_DAYS,
                max: POLICY_DEADLINE_MAX_DAYS,
              })}
              inputMode="numeric"
              value={values.slaDays === null ? '' : String(values.slaDays)}
              error={problemText(t, problems.slaDays)}
              onChange={(event) => {
                const text = event.currentTarget.value;
                change({ ...values, slaDays: text.trim() === '' ? null : numberOf(text) });
              }}
              maw={320}
            />
            <TermsDeadlinePreview
              brandId={brandId}
              reasonId={reason.id}
              proposal={
                problems.slaDays
                  ? null
                  : {
                      slaRestricted: values.slaRestricted ?? reason.slaRestricted,
                      slaDays: values.slaDays ?? reason.slaDays,
                    }
              }
            />
          </>
        )}
      />
    );
  } else if (editing?.kind === 'subReason') {
    form = (
      <TermsForm<{ active: boolean | null }>
        key={`subReason-${editing.row.subReasonId}`}
        brandId={brandId}
        kind="subReason"
        id={editing.row.subReasonId}
        title={t('terms.editTitle', { name: name(catalogue.subReasons, editing.row.subReasonId), brand: brandName })}
        initial={editing.row.terms}
        problemsOf={() => ({})}
        onSaved={onSaved}
        onCancel={() => close(null)}
        fields={(values, change) => (
          <FlagTerm
            label={t('reasons.active')}
            value={values.active}
            shared={catalogue.subReasons.find((row) => row.id === editing.row.subReasonId)?.active ?? true}
            onChange={(active) => change({ active })}
          />
        )}
      />
    );
  } else if (editing?.kind === 'desire') {
    const desire = catalogue.desires.find((row) => row.id === editing.row.desireId)!;
    const bonusValue = (bonus: DesireTerms['bonus']) =>
      bonus === null ? '' : bonus.code === null ? 'none' : String(bonus.code);
    form = (
      <TermsForm<DesireTerms>
        key={`desire-${desire.id}`}
        brandId={brandId}
        kind="desire"
        id={desire.id}
        title={t('terms.editTitle', { name: pickLanguage(desire.name, language), brand: brandName })}
        initial={editing.row.terms}
        problemsOf={(values) => problemsOf(desireTermsIssues(values, desire))}
        onSaved={onSaved}
        onCancel={() => close(null)}
        fields={(values, change, problems) => (
          <>
            <FlagTerm
              label={t('desires.active')}
              value={values.active}
              shared={desire.active}
              onChange={(active) => change({ ...values, active })}
            />
            <NativeSelect
              label={t('desires.bonus')}
              value={bonusValue(values.bonus)}
              error={problemText(t, problems.bonusCode)}
              data={[
                { value: '', label: t('terms.asShared', { value: bonusLabel(desire.bonusCode) }) },
                { value: 'none', label: t('desires.noBonus') },
                ...catalogue.bonuses
                  .filter((bonus) => bonus.active)
                  .map((bonus) => ({ value: String(bonus.code), label: bonusLabel(bonus.code) })),
              ]}
              onChange={(event) => {
                const value = event.currentTarget.value;
                change({ ...values, bonus: value === '' ? null : { code: value === 'none' ? null : Number(value) } });
              }}
              maw={320}
            />
            {/* All three blank: the catalogue's helper text. */}
            <OptionalLocalizedFields
              field="auxiliaryMessage"
              label={t('desires.helperText')}
              value={values.auxiliaryMessage}
              problems={problems}
              onChange={(auxiliaryMessage) => change({ ...values, auxiliaryMessage })}
            />
          </>
        )}
      />
    );
  }
  function bonusLabel(code: number | null) {
    if (code === null) return t('desires.noBonus');
    const bonus = catalogue.bonuses.find((row) => row.code === code);
    return bonus ? t('desires.bonusOption', { percent: bonus.percent }) : String(code);
  }
  const open = (next: Editing) => {
    setSaved(null);
    setEditing(next);
  };
  const formFor = (kind: TermsKind) =>
    editing?.kind === kind ? (
      <Stack gap="sm">
        {form}
        <TermsHistory brandId={brandId} kind={kind} id={idOf(editing)} />
      </Stack>
    ) : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="settings-terms">
      <Title order={3} size="h4" id="settings-terms">
        {t('terms.title', { brand: brandName })}
      </Title>
      <Text size="sm">{t('terms.intro')}</Text>
      {saved ? (
        <Text role="status" size="sm" fw={600}>
          {saved}
        </Text>
      ) : null}
      <SettingsTable
        caption={t('terms.reasonsCaption', { brand: brandName })}
        rows={terms.data.reasons}
        keyOf={(row) => row.reasonId}
        nameOf={(row) => name(catalogue.reasons, row.reasonId)}
        editButtonId={(row) => termsButtonId('reason', row.reasonId)}
        editLabel={editLabel}
        onEdit={(row) => open({ kind: 'reason', row })}
        columns={[
          {
            header: t('reasons.deadline'),
            cell: (row) =>
              row.effective.slaRestricted
                ? t('reasons.days', { count: row.effective.slaDays })
                : t('reasons.noDeadline'),
          },
          { header: t('reasons.requiresImages'), cell: (row) => yes(row.effective.requiresImages) },
          { header: t('reasons.operatorOnly'), cell: (row) => yes(row.effective.operatorOnly) },
          { header: t('reasons.active'), cell: (row) => yes(row.effective.active) },
          { header: t('terms.own'), cell: (row) => yes(Object.values(row.terms).some((value) => value !== null)) },
        ]}
      />
      {formFor('reason')}
      <SettingsTable
        caption={t('terms.subReasonsCaption', { brand: brandName })}
        rows={terms.data.subReasons}
        keyOf={(row) => row.subReasonId}
        nameOf={(row) => name(catalogue.subReasons, row.subReasonId)}
        editButtonId={(row) => termsButtonId('subReason', row.subReasonId)}
        editLabel={editLabel}
        onEdit={(row) => open({ kind: 'subReason', row })}
        columns={[
          { header: t('desires.reason'), cell: (row) => name(catalogue.reasons, reasonOf(row.subReasonId)) },
          { header: t('reasons.active'), cell: (row) => yes(row.effective.active) },
        ]}
      />
      {formFor('subReason')}
      <SettingsTable
        caption={t('terms.desiresCaption', { brand: brandName })}
        rows={terms.data.desires}
        keyOf={(row) => row.desireId}
        nameOf={(row) => name(catalogue.desires, row.desireId)}
        editButtonId={(row) => termsButtonId('desire', row.desireId)}
        editLabel={editLabel}
        onEdit={(row) => open({ kind: 'desire', row })}
        columns={[
          { header: t('desires.reason'), cell: (row) => name(catalogue.reasons, desireReasonOf(row.desireId)) },
          { header: t('desires.bonus'), cell: (row) => bonusLabel(row.effective.bonusCode) },
          { header: t('reasons.active'), cell: (row) => yes(row.effective.active) },
        ]}
      />
      {formFor('desire')}
    </Stack>
  );

  function reasonOf(subReasonId: number) {
    return catalogue.subReasons.find((row) => row.id === subReasonId)?.reasonId ?? 0;
  }
  function desireReasonOf(desireId: number) {
    return catalogue.desires.find((row) => row.id === desireId)?.reasonId ?? 0;
  }
}

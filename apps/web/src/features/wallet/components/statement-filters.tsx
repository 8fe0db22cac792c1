import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import {
  dayTextFromIso,
  isoFromDayText,
  maskDayText,
  NO_FILTERS,
  normalizeFilters,
  statementFilterProblemAt,
  type StatementFilters,
} from '../lib/statement-filters';
import classes from './wallet.module.css';

export interface StatementFiltersFormProps {
  applied: StatementFilters;
  onApply: (filters: StatementFilters) => void;
}

type DayField = 'from' | 'to';

/**
 * The statement filters of spec §2/§7: a date range (both ends inclusive), a protocol and an order. The dates are
 * typed dd/mm/yyyy in every language (ADR 0033): a native date input follows the browser's locale, not the page's.
 */
export function StatementFiltersForm({ applied, onApply }: StatementFiltersFormProps) {
  const { t } = useTranslation('wallet');
  const [days, setDays] = useState({ from: dayTextFromIso(applied.from), to: dayTextFromIso(applied.to) });
  const [left, setLeft] = useState<Record<DayField, boolean>>({ from: false, to: false });
  const [draft, setDraft] = useState(applied);
  const filters = { ...draft, from: isoFromDayText(days.from), to: isoFromDayText(days.to) };
  const problem = statementFilterProblemAt(filters);
  // A day half typed is not flagged until she leaves the field; an inverted range is said at once.
  const errorOf = (field: DayField) =>
    problem?.field === field && (problem.problem === 'rangeInverted' || left[field])
      ? t(`statement.${problem.problem}`)
      : undefined;
  const set = (field: 'protocol' | 'order') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setDraft((current) => ({ ...current, [field]: value }));
  };
  // The format is part of the label (and so of the field's name): 'De (dd/mm/aaaa)'.
  const dayLabel = (name: string) => (
    <>
      {name} <span className={classes.dayFormat}>({t('statement.dateFormat')})</span>
    </>
  );
  const dayInput = (field: DayField) => ({
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    maxLength: 10,
    value: days[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
      const value = maskDayText(event.currentTarget.value);
      setDays((current) => ({ ...current, [field]: value }));
    },
    onBlur: () => setLeft((current) => ({ ...current, [field]: true })),
    error: errorOf(field),
  });

  return (
    <form
      role="search"
      aria-label={t('statement.filtersLabel')}
      className={classes.filters}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setLeft({ from: true, to: true });
        if (!problem) onApply(normalizeFilters(filters));
      }}
    >
      <TextInput label={dayLabel(t('statement.from'))} {...dayInput('from')} />
      <TextInput label={dayLabel(t('statement.to'))} {...dayInput('to')} />
      <TextInput
        label={t('statement.protocol')}
        inputMode="numeric"
        autoComplete="off"
        value={draft.protocol}
        onChange={set('protocol')}
      />
      <TextInput label={t('statement.order')} autoComplete="off" value={draft.order} onChange={set('order')} />
      <div className={classes.filterActions}>
        <Button type="submit" disabled={problem?.problem === 'rangeInverted'}>
          {t('statement.apply')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(NO_FILTERS);
            setDays({ from: '', to: '' });
            setLeft({ from: false, to: false });
            onApply(NO_FILTERS);
          }}
        >
          {t('statement.clear')}
        </Button>
      </div>
    </form>
  );
}

import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { NO_FILTERS, normalizeFilters, statementFilterProblem, type StatementFilters } from '../lib/statement-filters';
import classes from './wallet.module.css';

export interface StatementFiltersFormProps {
  applied: StatementFilters;
  onApply: (filters: StatementFilters) => void;
}

/** The statement filters of spec §2/§7: a date range (both ends inclusive), a protocol and an order. */
export function StatementFiltersForm({ applied, onApply }: StatementFiltersFormProps) {
  const { t } = useTranslation('wallet');
  const [draft, setDraft] = useState(applied);
  const problem = statementFilterProblem(draft);
  const set = (field: keyof StatementFilters) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const { value } = event.currentTarget;
    setDraft((current) => ({ ...current, [field]: value }));
  };

  return (
    <form
      role="search"
      aria-label={t('statement.filtersLabel')}
      className={classes.filters}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) onApply(normalizeFilters(draft));
      }}
    >
      <TextInput
        type="date"
        label={t('statement.from')}
        value={draft.from}
        onChange={set('from')}
        max={draft.to || undefined}
      />
      <TextInput
        type="date"
        label={t('statement.to')}
        value={draft.to}
        onChange={set('to')}
        min={draft.from || undefined}
        error={problem ? t(`statement.${problem}`) : undefined}
      />
      <TextInput
        label={t('statement.protocol')}
        inputMode="numeric"
        autoComplete="off"
        value={draft.protocol}
        onChange={set('protocol')}
      />
      <TextInput label={t('statement.order')} autoComplete="off" value={draft.order} onChange={set('order')} />
      <div className={classes.filterActions}>
        <Button type="submit" disabled={problem !== null}>
          {t('statement.apply')}
        </Button>
        <Button
          variant="default"
          onClick={() => {
            setDraft(NO_FILTERS);
            onApply(NO_FILTERS);
          }}
        >
          {t('statement.clear')}
        </Button>
      </div>
    </form>
  );
}

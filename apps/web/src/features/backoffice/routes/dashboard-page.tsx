import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { dayTextFromIso, isoFromDayText, maskDayText } from '../../../lib/day-text';
import { AdminsOnly } from '../components/admins-only';
import { isAdmin, useOperator } from '../lib/operator-context';
import { readQueueFilters } from '../lib/queue-filters';
import { useConsoleTitle } from '../lib/use-console-title';
import { useLanguage } from '../lib/use-language';
import { FigureSection } from '../components/figure-section';
import { ShippingFigures } from '../components/shipping-figures';
import { StatusTargets } from '../components/status-targets';
import { FIGURES } from '../lib/figures';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : null);

/**
 * /backoffice/dashboard (issue 27, admins): the programme's health for the console-wide brand (or all the admin's
 * brands) over a period in the URL, 12 weeks to today unless picked. Each figure loads on its own.
 */
export default function DashboardPage() {
  const { t } = useTranslation('workload');
  useConsoleTitle(t('dashboard.title'));
  const language = useLanguage();
  const operator = useOperator();
  const admin = isAdmin(operator);
  const [params, setParams] = useSearchParams();
  const filters = {
    brand: readQueueFilters(params).brand,
    from: dateParam(params.get('from')),
    to: dateParam(params.get('to')),
  };
  // Typed day first (dd/mm/aaaa) in every language, as the shopper's statement (ADR 0033): a native date input showed
  // the browser's mm/dd/yyyy on a Portuguese page (issue 46).
  const [fromText, setFromText] = useState(dayTextFromIso(filters.from));
  const [toText, setToText] = useState(dayTextFromIso(filters.to));
  const [rangeError, setRangeError] = useState(false);

  if (!admin) return <AdminsOnly title={t('dashboard.title')} text={t('dashboard.adminsOnly')} />;

  const apply = () => {
    const from = fromText ? isoFromDayText(fromText) : '';
    const to = toText ? isoFromDayText(toText) : '';
    const valid = (!from || DATE.test(from)) && (!to || DATE.test(to)) && (!from || !to || from <= to);
    setRangeError(!valid);
    if (!valid) return;
    const next = new URLSearchParams(params);
    for (const [key, value] of [
      ['from', from],
      ['to', to],
    ] as const) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{t('dashboard.title')}</Title>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label={`${t('dashboard.from')} (${t('dashboard.dateFormat')})`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            w={170}
            value={fromText}
            onChange={(e) => setFromText(maskDayText(e.currentTarget.value))}
          />
          <TextInput
            label={`${t('dashboard.to')} (${t('dashboard.dateFormat')})`}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            w={170}
            value={toText}
            onChange={(e) => setToText(maskDayText(e.currentTarget.value))}
          />
          <Button type="submit">{t('dashboard.apply')}</Button>
        </Group>
      </form>
      {rangeError ? (
        <Alert color="red" role="alert">
          {t('dashboard.invalidRange')}
        </Alert>
      ) : null}
      {FIGURES.map((figure) => (
        <FigureSection key={figure} figure={figure} filters={filters} language={language} />
      ))}
      <ShippingFigures filters={filters} language={language} />
      <StatusTargets brands={operator.brands} language={language} />
    </Stack>
  );
}

import '@mantine/core/styles/Table.css';
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { statusName } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/ui/page-loader';
import { useConsoleTitle } from '../lib/use-console-title';
import { reasonsCsvUrl, useReasonsReport } from '../api/reports';
import { AdminsOnly } from '../components/admins-only';
import { ReasonsChart } from '../components/reasons-chart';
import { useBrandLabel } from '../lib/brand-label';
import { isAdmin, useOperator } from '../lib/operator-context';
import { countsByReason, sortRows } from '../lib/report-chart';
import { isMonth, readReportFilters } from '../lib/report-filters';
import { useLanguage } from '../lib/use-language';

/**
 * /backoffice/reports: protocols per reason, resolution and status per month and brand (admins only; the API answers
 * 403 to an agent as well). The month range is in the URL; the brand is the console-wide filter in the header.
 */
export default function ReasonsReportPage() {
  const { t } = useTranslation('backoffice');
  const brandLabel = useBrandLabel();
  useConsoleTitle(t('report.title'));
  const language = useLanguage();
  const operator = useOperator();
  const admin = isAdmin(operator);
  const [params, setParams] = useSearchParams();
  const filters = readReportFilters(params);
  const report = useReasonsReport(filters, language, admin);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);
  const [rangeError, setRangeError] = useState<string | null>(null);

  if (!admin) return <AdminsOnly title={t('report.title')} text={t('report.adminsOnly')} />;

  const apply = () => {
    if (!isMonth(from) || !isMonth(to) || from > to) {
      setRangeError(t('report.invalidRange'));
      return;
    }
    setRangeError(null);
    const next = new URLSearchParams(params);
    next.set('from', from);
    next.set('to', to);
    setParams(next);
  };

  let body;
  if (report.isPending) body = <PageLoader label={t('report.loading')} />;
  else if (report.isError) {
    body = (
      <Alert color="red" role="alert" title={t('report.loadError')}>
        {report.error.message}
      </Alert>
    );
  } else if (report.data.length === 0) body = <Text>{t('report.empty')}</Text>;
  else {
    const rows = sortRows(report.data);
    body = (
      <Stack gap="md">
        <figure style={{ margin: 0 }}>
          <figcaption>
            <Title order={2} size="h4" mb="xs">
              {t('report.chartTitle')}
            </Title>
          </figcaption>
          <ReasonsChart
            bars={countsByReason(rows)}
            label={t('report.chartLabel', { from: filters.from, to: filters.to })}
          />
        </figure>
        <Table.ScrollContainer
          type="native"
          minWidth={640}
          tabIndex={0}
          role="region"
          aria-label={t('report.tableTitle')}
        >
          <Table striped verticalSpacing="xs">
            <caption style={{ captionSide: 'top', textAlign: 'start', fontWeight: 600 }}>
              {t('report.tableTitle')}
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('report.month')}</Table.Th>
                <Table.Th scope="col">{t('queue.columns.brand')}</Table.Th>
                <Table.Th scope="col">{t('queue.columns.reason')}</Table.Th>
                <Table.Th scope="col">{t('protocol.resolution')}</Table.Th>
                <Table.Th scope="col">{t('queue.columns.status')}</Table.Th>
                <Table.Th scope="col" style={{ textAlign: 'end' }}>
                  {t('report.count')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.month}|${row.brandId}|${row.reasonName}|${row.desireName}|${row.status}`}>
                  <Table.Td>{row.month}</Table.Td>
                  <Table.Td>{brandLabel(row.brandId)}</Table.Td>
                  <Table.Td>{row.reasonName}</Table.Td>
                  <Table.Td>{row.desireName}</Table.Td>
                  <Table.Td>{statusName(row.status, language)}</Table.Td>
                  <Table.Td style={{ textAlign: 'end' }}>{row.count}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Title order={1}>{t('report.title')}</Title>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          apply();
        }}
      >
        <Group align="flex-end" gap="sm">
          <TextInput
            type="month"
            label={t('report.from')}
            value={from}
            onChange={(event) => setFrom(event.currentTarget.value)}
            error={rangeError}
          />
          <TextInput
            type="month"
            label={t('report.to')}
            value={to}
            onChange={(event) => setTo(event.currentTarget.value)}
          />
          <Button type="submit">{t('report.apply')}</Button>
          <Anchor href={reasonsCsvUrl(filters, language)} download>
            {t('report.csv')}
          </Anchor>
        </Group>
      </form>
      {body}
    </Stack>
  );
}

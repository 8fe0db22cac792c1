import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Stack, Table, Text, Title } from '@mantine/core';
import type { Language } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { ReasonsChart } from './reasons-chart';
import { figureCsvUrl, useFigure, type DashboardFilters } from '../api/dashboard';
import { cellText, FIGURE_VIEWS, hasChart, type Figure } from '../lib/figures';

interface FigureSectionProps {
  figure: Figure;
  filters: DashboardFilters;
  language: Language;
}

/**
 * One figure: its chart (narrow bars with the names above them, readable at 375 px) and beside it the table with every
 * number, which is what a screen reader reads; the CSV link downloads the same rows.
 */
export function FigureSection({ figure, filters, language }: FigureSectionProps) {
  const { t } = useTranslation('workload');
  const answer = useFigure(figure, filters, language, true);
  const view = FIGURE_VIEWS[figure];
  const title = t(`dashboard.figures.${figure}.title`);
  const headingId = `figure-${figure}`;

  let body;
  if (answer.isPending) body = <PageLoader label={t('dashboard.loading')} />;
  else if (answer.isError) {
    body = (
      <Alert color="red" role="alert" title={t('dashboard.loadError')}>
        {answer.error.message}
      </Alert>
    );
  } else if (answer.data.rows.length === 0) body = <Text size="sm">{t('dashboard.empty')}</Text>;
  else {
    const rows = answer.data.rows;
    body = (
      <Stack gap="sm">
        {hasChart(figure) ? (
          <ReasonsChart bars={rows.map((row) => view.bar(row, language))} label={t(`dashboard.figures.${figure}.chart`)} />
        ) : null}
        <Table.ScrollContainer type="native" minWidth={320} tabIndex={0} role="region" aria-label={title}>
          <Table striped verticalSpacing="xs">
            <caption style={{ captionSide: 'top', textAlign: 'start' }}>{title}</caption>
            <Table.Thead>
              <Table.Tr>
                {view.columns.map((column) => (
                  <Table.Th scope="col" key={column.key}>
                    {t(`dashboard.columns.${column.key}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row, index) => (
                <Table.Tr key={index}>
                  {view.columns.map((column) => (
                    <Table.Td key={column.key}>{cellText(row, column, language)}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} size="h4" id={headingId}>
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {t(`dashboard.figures.${figure}.hint`)}
        </Text>
        <Anchor href={figureCsvUrl(figure, filters, language)} download size="sm">
          {t('dashboard.csv', { name: title })}
        </Anchor>
        {body}
      </Stack>
    </section>
  );
}

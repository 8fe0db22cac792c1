import '@mantine/core/styles/Table.css';
import { useEffect, useState } from 'react';
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
 * True while the element is wider inside than it shows (a table at 375 px): then the page says the table scrolls
 * sideways, which a phone's hidden scroll bar does not (issue 46). Checked again when its size changes.
 */
function useOverflowsSideways<T extends HTMLElement>() {
  // A callback ref: the table mounts only once its figure has loaded, after this component did.
  const [element, setElement] = useState<T | null>(null);
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    if (!element) return;
    const check = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    check();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(check);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return [setElement, overflows] as const;
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
  const [setScrollElement, overflows] = useOverflowsSideways<HTMLDivElement>();

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
          <ReasonsChart
            bars={rows.map((row) => view.bar(row, language))}
            label={t(`dashboard.figures.${figure}.chart`)}
          />
        ) : null}
        {overflows ? (
          <Text size="sm" c="dimmed" id={`${headingId}-scroll`}>
            {t('dashboard.scrollCue')}
          </Text>
        ) : null}
        <Table.ScrollContainer
          ref={setScrollElement}
          type="native"
          minWidth={320}
          tabIndex={0}
          role="region"
          aria-label={title}
          aria-describedby={overflows ? `${headingId}-scroll` : undefined}
        >
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

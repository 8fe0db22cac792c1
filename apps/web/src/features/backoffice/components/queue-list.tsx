import '@mantine/core/styles/Checkbox.css';
import '@mantine/core/styles/Table.css';
import { Checkbox, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { formatDate, MOBILE_BREAKPOINT_PX, type Language } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { Link } from 'react-router';
import type { QueueItem } from '@portal/domain/backoffice';
import { useBrandLabel } from '../lib/brand-label';
import { protocolPath } from '../lib/paths';
import classes from './queue.module.css';
import { StatusTag } from './status-tag';

interface QueueListProps {
  items: QueueItem[];
  language: Language;
  caption: string;
  /** Ticked protocols for a bulk action (issue 27); without `onSelect` the list has no checkboxes. */
  selected?: ReadonlySet<number>;
  onSelect?: (prtIds: number[], on: boolean) => void;
}

/**
 * A span of hours as a person counts it (issue 46): hours up to two days, whole days after ('30 dias', not '720 h').
 */
export function durationOf(hours: number): { unit: 'hours' | 'days'; count: number } {
  return hours < DAYS_FROM_HOURS ? { unit: 'hours', count: hours } : { unit: 'days', count: Math.floor(hours / 24) };
}
const DAYS_FROM_HOURS = 48;

/** Who is responsible and how long in this status against its target; late ones say so in words, not colour only. */
function WorkloadMarks({ item }: { item: QueueItem }) {
  const { t } = useTranslation('workload');
  const span = (key: 'inStatus' | 'target', hours: number) => {
    const { unit, count } = durationOf(hours);
    return t(unit === 'days' ? `queue.${key}Days` : `queue.${key}`, { count });
  };
  return (
    <span className={classes.nowrap}>
      {item.late ? <strong className={classes.late}>{t('queue.late')}</strong> : null}{' '}
      {span('inStatus', item.statusAgeHours)}
      {item.targetHours != null ? ` / ${span('target', item.targetHours)}` : ''}
    </span>
  );
}

/** R62: a row whose protocol still lacks files says how many, in words (the page lists which). */
function MissingFilesMark({ item }: { item: QueueItem }) {
  const { t } = useTranslation('backoffice');
  if (!item.missingFiles) return null;
  return <strong className={classes.late}>{t('queue.missingFiles', { count: item.missingFiles })}</strong>;
}

/** The queue: a table on a desk, one card per protocol on a phone (375 px has no room for nine columns). */
export function QueueList({ items, language, caption, selected, onSelect }: QueueListProps) {
  const { t } = useTranslation('backoffice');
  const { t: tw } = useTranslation('workload');
  const assigneeOf = (item: QueueItem) => item.assignee?.name ?? tw('queue.unassigned');
  const tick = (item: QueueItem) =>
    onSelect ? (
      <Checkbox
        aria-label={tw('queue.select', { id: item.prtId })}
        checked={selected?.has(item.prtId) ?? false}
        onChange={(event) => onSelect([item.prtId], event.currentTarget.checked)}
      />
    ) : null;
  const allTicked = items.length > 0 && items.every((item) => selected?.has(item.prtId));
  const brandLabel = useBrandLabel();
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
  const resolution = (item: QueueItem) => [item.reasonName, item.desireName].filter(Boolean).join(' · ') || '—';

  if (phone) {
    return (
      <ul className={classes.cards} aria-label={caption}>
        {items.map((item) => (
          <li key={item.prtId} className={classes.card}>
            {tick(item)}
            <Link to={protocolPath(item.prtId)} className={classes.cardLink}>
              {t('queue.protocolNumber', { id: item.prtId })}
            </Link>
            <StatusTag status={item.status} language={language} />
            <MissingFilesMark item={item} />
            <Text size="sm">{item.customerName}</Text>
            <Text size="sm">{resolution(item)}</Text>
            <Text size="sm" c="dimmed">
              {brandLabel(item.brandId)} · {t('queue.ageDays', { count: item.ageDays })} ·{' '}
              {t('queue.openedOn', { date: formatDate(item.createdAt) })}
            </Text>
            <Text size="sm">
              {tw('queue.columns.assignee')}: {assigneeOf(item)} · <WorkloadMarks item={item} />
            </Text>
          </li>
        ))}
      </ul>
    );
  }

  return (
    // Scrolls sideways on a narrow window: focusable and named so a keyboard can scroll it (axe scrollable-region).
    <Table.ScrollContainer type="native" minWidth={900} tabIndex={0} role="region" aria-label={caption}>
      <Table striped highlightOnHover verticalSpacing="xs">
        <caption className={classes.caption}>{caption}</caption>
        <Table.Thead>
          <Table.Tr>
            {onSelect ? (
              <Table.Th scope="col">
                <Checkbox
                  aria-label={tw('queue.selectAll')}
                  checked={allTicked}
                  onChange={(event) =>
                    onSelect(
                      items.map((item) => item.prtId),
                      event.currentTarget.checked,
                    )
                  }
                />
              </Table.Th>
            ) : null}
            <Table.Th scope="col">{t('queue.columns.protocol')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.brand')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.customer')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.reason')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.opened')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.lastMove')}</Table.Th>
            <Table.Th scope="col">{t('queue.columns.age')}</Table.Th>
            <Table.Th scope="col">{tw('queue.columns.assignee')}</Table.Th>
            <Table.Th scope="col">{tw('queue.columns.inStatus')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
            <Table.Tr key={item.prtId}>
              {onSelect ? <Table.Td>{tick(item)}</Table.Td> : null}
              <Table.Td>
                <Link to={protocolPath(item.prtId)} className={classes.rowLink}>
                  {item.prtId}
                </Link>
              </Table.Td>
              <Table.Td className={classes.nowrap}>{brandLabel(item.brandId)}</Table.Td>
              <Table.Td>
                <StatusTag status={item.status} language={language} /> <MissingFilesMark item={item} />
              </Table.Td>
              <Table.Td>{item.customerName}</Table.Td>
              <Table.Td>{resolution(item)}</Table.Td>
              <Table.Td>{formatDate(item.createdAt)}</Table.Td>
              <Table.Td>{item.lastMoveAt ? formatDate(item.lastMoveAt) : '—'}</Table.Td>
              <Table.Td className={classes.nowrap}>{t('queue.ageDays', { count: item.ageDays })}</Table.Td>
              <Table.Td>{assigneeOf(item)}</Table.Td>
              <Table.Td>
                <WorkloadMarks item={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

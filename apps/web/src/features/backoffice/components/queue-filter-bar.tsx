import { useState } from 'react';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import {
  SHIPMENT_QUEUE_FILTERS,
  STATUS_IDS,
  statusName,
  type Language,
  type ShipmentQueueFilter,
} from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { AGE_OPTIONS, QUEUE_SEARCH_MAX_LENGTH, type QueueFilters } from '../lib/queue-filters';
import { useOperators } from '../api/operators';
import { isAdmin, useOperator } from '../lib/operator-context';

interface QueueFilterBarProps {
  filters: QueueFilters;
  language: Language;
  onChange: (change: Partial<Omit<QueueFilters, 'page'>>) => void;
}

const ANY = '';

/**
 * Status and age apply as soon as they are picked; the search applies on Enter or its button, so typing an e-mail does
 * not send a request (and write a history entry) per letter.
 */
export function QueueFilterBar({ filters, language, onChange }: QueueFilterBarProps) {
  const { t } = useTranslation('backoffice');
  const { t: tw } = useTranslation('workload');
  // By agent (issue 27): an admin picks among the operators; an agent has 'mine' and 'unassigned'.
  const admin = isAdmin(useOperator());
  const operators = useOperators(admin).data ?? [];
  const [text, setText] = useState(filters.q);
  const [shownQ, setShownQ] = useState(filters.q);
  // The address changed under the form (back button, a link): the box shows what is applied.
  if (shownQ !== filters.q) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form
        role="search"
        aria-label={t('queue.searchLabel')}
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ q: text.trim() });
        }}
        style={{ flex: '1 1 18rem' }}
      >
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label={t('queue.search')}
            description={t('queue.searchHint')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={QUEUE_SEARCH_MAX_LENGTH}
            type="search"
            style={{ flex: 1 }}
          />
          <Button type="submit">{t('queue.searchButton')}</Button>
        </Group>
      </form>
      <NativeSelect
        label={t('queue.status')}
        value={filters.status === null ? ANY : String(filters.status)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ status: value === ANY ? null : Number(value) });
        }}
        data={[
          { value: ANY, label: t('queue.anyStatus') },
          ...STATUS_IDS.map((id) => ({ value: String(id), label: statusName(id, language) })),
        ]}
        w={220}
      />
      <NativeSelect
        label={t('queue.age')}
        value={filters.olderThanDays === null ? ANY : String(filters.olderThanDays)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ olderThanDays: value === ANY ? null : Number(value) });
        }}
        data={[
          { value: ANY, label: t('queue.anyAge') },
          ...AGE_OPTIONS.map((days) => ({ value: String(days), label: t('queue.olderThan', { count: days }) })),
        ]}
        w={180}
      />
      <NativeSelect
        label={tw('queue.assigneeFilter')}
        value={filters.assignee === null ? ANY : String(filters.assignee)}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({
            assignee: value === ANY ? null : value === 'mine' || value === 'unassigned' ? value : Number(value),
          });
        }}
        data={[
          { value: ANY, label: tw('queue.anyone') },
          { value: 'mine', label: tw('queue.mine') },
          { value: 'unassigned', label: tw('queue.unassigned') },
          ...operators.filter((row) => row.active).map((row) => ({ value: String(row.id), label: row.name })),
        ]}
        w={200}
      />
      <NativeSelect
        label={t('queue.shipping')}
        value={filters.shipping ?? ANY}
        onChange={(event) => {
          const value = event.currentTarget.value;
          onChange({ shipping: SHIPMENT_QUEUE_FILTERS.find((filter) => filter === value) ?? null });
        }}
        data={[
          { value: ANY, label: t('queue.anyShipping') },
          ...SHIPMENT_QUEUE_FILTERS.map((filter: ShipmentQueueFilter) => ({
            value: filter,
            label: t(`queue.shippingFilters.${filter}`),
          })),
        ]}
        w={220}
      />
    </Group>
  );
}

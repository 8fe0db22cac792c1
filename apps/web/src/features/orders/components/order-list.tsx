import { useId, useMemo, type ReactNode } from 'react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import type { SelectedItem } from '@portal/domain';
import type { OrderLineRecord } from '../api/get-orders';
import type { SubmitOptions } from '../hooks/use-order-card';
import type { Catalog } from '../lib/catalog';
import { groupByDeliveryDate } from '../lib/group-orders';
import { OrderCard } from './order-card';
import type { SelectionSummary } from './photos-reason-modal';

export interface OrderListProps {
  lines: readonly OrderLineRecord[];
  catalog: Catalog | null;
  identity: string | null;
  selectedKeys: ReadonlySet<string>;
  /** The sidebar's items, so a card can name those a photos-required reason would take out. */
  selection?: readonly SelectionSummary[];
  onSubmit: (item: SelectedItem, options: SubmitOptions) => void;
}

function DeliveryGroup({ label, children }: { label: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId} mb="xs">
        {label}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

/** Spec §2 Home: the lines grouped by delivery date (dd/mm/yy), newest first, those without a date last. */
export function OrderList({ lines, catalog, identity, selectedKeys, selection, onSubmit }: OrderListProps) {
  const { t } = useTranslation('orders');
  const groups = useMemo(() => groupByDeliveryDate(lines), [lines]);
  return (
    <Stack gap="lg" data-testid="order-list">
      {groups.map((group) => (
        <DeliveryGroup
          key={group.key ?? 'no-date'}
          label={group.label ? t('list.deliveredOn', { date: group.label }) : t('list.noDeliveryDate')}
        >
          {group.lines.map((line) => (
            <OrderCard
              key={line.UNIQUE_KEY}
              line={line}
              catalog={catalog}
              identity={identity}
              selected={selectedKeys.has(line.UNIQUE_KEY)}
              selection={selection}
              onSubmit={onSubmit}
            />
          ))}
        </DeliveryGroup>
      ))}
    </Stack>
  );
}

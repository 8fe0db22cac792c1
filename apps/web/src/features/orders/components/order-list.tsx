import { startTransition, useEffect, useId, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { PlainStack, PlainTitle } from '../../../components/ui/plain-mantine';
import { useTranslation } from '../../../lib/translation';
import { useIsHydrated } from '../../../lib/use-is-hydrated';
import type { SelectedItem } from '@portal/domain';
import type { OrderLineRecord } from '../api/get-orders';
import type { SubmitOptions } from '../hooks/use-order-card';
import type { Catalog } from '../lib/catalog';
import { groupByDeliveryDate } from '../lib/group-orders';
import { OrderCard } from './order-card';
import cardClasses from './order-card.module.css';
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
      <PlainTitle order={2} size="h4" id={headingId} mb="xs">
        {label}
      </PlainTitle>
      <PlainStack gap="sm">{children}</PlainStack>
    </section>
  );
}

/**
 * How many cards the server renders and the browser hydrates before the page answers its first tap (issue 29, ADR
 * 0056): enough to fill a phone's first screen (about 230 px a card at 412 px) and a laptop's. The others are drawn by
 * the browser right after hydrating, in a transition (in slices that yield to taps), below what is on screen.
 */
export const FIRST_SCREEN_CARDS = 4;

/**
 * True on the server and while the browser hydrates its HTML (the same cards, so no mismatch), false from the commit
 * after hydration on; false at once on a page the browser renders itself (a navigation inside the app).
 */
function useFirstScreenOnly(): boolean {
  const hydrated = useIsHydrated();
  const [firstScreenOnly, setFirstScreenOnly] = useState(!hydrated);
  useEffect(() => {
    if (firstScreenOnly) startTransition(() => setFirstScreenOnly(false));
  }, [firstScreenOnly]);
  return firstScreenOnly;
}

/** The groups cut after their first `limit` lines in all (groups left empty go). */
function firstLines<G extends { lines: readonly unknown[] }>(groups: readonly G[], limit: number): G[] {
  const kept: G[] = [];
  let left = limit;
  for (const group of groups) {
    if (left <= 0) break;
    kept.push(group.lines.length <= left ? group : { ...group, lines: group.lines.slice(0, left) });
    left -= group.lines.length;
  }
  return kept;
}

/** Spec §2 Home: the lines grouped by delivery date (dd/mm/yy), newest first, those without a date last. */
export function OrderList({ lines, catalog, identity, selectedKeys, selection, onSubmit }: OrderListProps) {
  const { t } = useTranslation('orders');
  const allGroups = useMemo(() => groupByDeliveryDate(lines), [lines]);
  const firstScreenOnly = useFirstScreenOnly();
  const groups = useMemo(
    () => (firstScreenOnly ? firstLines(allGroups, FIRST_SCREEN_CARDS) : allGroups),
    [allGroups, firstScreenOnly],
  );
  // The cards' place in the whole list, across the date groups: those past the first screen's are drawn when near it.
  let position = 0;
  const cardsToCome = firstScreenOnly ? lines.length - FIRST_SCREEN_CARDS : 0;
  return (
    <PlainStack gap="lg" testId="order-list">
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
              belowFirstScreen={position++ >= FIRST_SCREEN_CARDS}
            />
          ))}
        </DeliveryGroup>
      ))}
      {cardsToCome > 0 && (
        // The room of the cards drawn once hydrated, at most a screen: without it what follows the list (the footer)
        // showed on a tall screen and was pushed off it when they came, a layout shift of 0.03 (ADR 0068).
        <div
          aria-hidden="true"
          className={cardClasses.cardsToCome}
          style={{ '--cards-to-come': cardsToCome } as CSSProperties}
        />
      )}
    </PlainStack>
  );
}

import { formatShortDate, parseDateInput, saoPauloDateKey } from '@portal/domain';

export interface DeliveryGroup<L> {
  /** São Paulo day 'yyyy-mm-dd', or null for lines without a (readable) delivery date. */
  key: string | null;
  /** 'dd/mm/yy' (spec §1), or null for the group without a date. */
  label: string | null;
  lines: L[];
}

/**
 * Spec §1/§2: the order list grouped by delivery date (dd/mm/yy, São Paulo day), newest first. Lines without a delivery
 * date form one last group. Within a group the lines keep the order they came in.
 */
export function groupByDeliveryDate<L extends { DATA_ENTREGA: string | null }>(
  lines: readonly L[],
): DeliveryGroup<L>[] {
  const groups = new Map<string | null, DeliveryGroup<L>>();
  for (const line of lines) {
    const delivered = parseDateInput(line.DATA_ENTREGA);
    const key = delivered ? saoPauloDateKey(delivered) : null;
    const group = groups.get(key) ?? { key, label: delivered ? formatShortDate(delivered) : null, lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()].sort((a, b) => {
    if (a.key === b.key) return 0;
    if (a.key === null) return 1;
    if (b.key === null) return -1;
    // 'yyyy-mm-dd' sorts as text in date order.
    return a.key < b.key ? 1 : -1;
  });
}

import type { ReportRow } from '@portal/domain/backoffice';

export interface ChartBar {
  label: string;
  count: number;
  /** The number as the page writes it ('R$ 329,80', '12,5%'); the count itself when absent. */
  shown?: string;
}

/** Protocols per reason over the whole range, most first (ties by name, so the order is stable). */
export function countsByReason(rows: readonly ReportRow[]): ChartBar[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.reasonName, (totals.get(row.reasonName) ?? 0) + row.count);
  return [...totals]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** The table's order: month, then brand, reason, resolution and status, as a spreadsheet of the CSV would sort. */
export function sortRows(rows: readonly ReportRow[]): ReportRow[] {
  return [...rows].sort(
    (a, b) =>
      a.month.localeCompare(b.month) ||
      a.brandId - b.brandId ||
      a.reasonName.localeCompare(b.reasonName) ||
      a.desireName.localeCompare(b.desireName) ||
      a.status - b.status,
  );
}

/**
 * What a history entry changed, field by field: the keys whose value differs between before and after (a created
 * row lists its fields with no 'before', a deleted one with no 'after'). Values are shown as compact text.
 */
export interface FieldChange {
  field: string;
  before: string | null;
  after: string | null;
}

function shown(value: unknown): string | null {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function changedFields(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): FieldChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = shown(before?.[field]);
    const to = shown(after?.[field]);
    if (from !== to) changes.push({ field, before: from, after: to });
  }
  return changes;
}

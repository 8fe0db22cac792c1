import { useEffect } from 'react';
import { isSelectionStillEligible } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { notifyWarning } from '../../../lib/notify';
import type { SelectionHandle } from '../../../lib/selection-storage';
import type { OrderLineRecord } from '../api/get-orders';
import type { Catalog } from '../lib/catalog';

/**
 * Spec §4: a stored item is dropped, with a notice, when its line is no longer listed (or a protocol now holds it, open
 * or settled: ADR 0030) or its deadline rule no longer holds, e.g. the reason's SLA ran out while it sat in the sidebar.
 */
export function useSelectionPruning(
  selection: SelectionHandle,
  lines: readonly OrderLineRecord[] | undefined,
  catalog: Catalog | null,
): void {
  const { t } = useTranslation('orders');
  const { items, setItems } = selection;

  useEffect(() => {
    if (!lines || !catalog || items.length === 0) return;
    const now = new Date();
    const byKey = new Map(lines.map((line) => [line.UNIQUE_KEY, line]));
    const dropped = items.filter((item) => {
      const line = byKey.get(item.UNIQUE_KEY);
      if (!line || line.IN_OPEN_PROTOCOL === 'S' || line.SETTLED_BY) return true;
      const reason = catalog.reasons.find((candidate) => candidate.ASS_ID === item.motivoCodigo);
      return !isSelectionStillEligible(line, reason, catalog.settings, now);
    });
    if (dropped.length === 0) return;
    const droppedKeys = new Set(dropped.map((item) => item.UNIQUE_KEY));
    setItems((current) => current.filter((item) => !droppedKeys.has(item.UNIQUE_KEY)));
    notifyWarning(
      t('selection.dropped', {
        count: dropped.length,
        names: dropped.map((item) => item.produtoNome || t('sidebar.unnamedItem')).join(', '),
      }),
      { title: t('selection.droppedTitle') },
    );
  }, [items, lines, catalog, setItems, t]);
}

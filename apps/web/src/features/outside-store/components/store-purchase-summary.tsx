import { Text } from '@mantine/core';
import { formatDate } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { OutsideStoreItem } from '../lib/outside-store-form';

export interface StorePurchaseSummaryProps {
  item: Pick<OutsideStoreItem, 'nomeLoja' | 'cidadeLoja' | 'dataCompraLoja' | 'numeroNF'>;
}

/**
 * The store and the purchase of an outside-store item, for the confirmation card (the request feature draws the
 * card; this fills its slot). The card already says the reason, the desire and the amount, so they are not repeated.
 */
export function StorePurchaseSummary({ item }: StorePurchaseSummaryProps) {
  const { t } = useTranslation('outside-store');
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="store-summary">
        {t('summary.store', { name: item.nomeLoja, city: item.cidadeLoja })}
      </Text>
      <Text size="sm" data-testid="purchase-summary">
        {t('summary.purchase', { date: formatDate(item.dataCompraLoja), invoice: item.numeroNF })}
      </Text>
    </>
  );
}

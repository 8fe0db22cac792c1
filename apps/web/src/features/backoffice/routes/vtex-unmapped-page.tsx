import { useState } from 'react';
import { Alert, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import type { VtexUnmappedRow } from '@portal/domain/backoffice';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { useConsoleTitle } from '../lib/use-console-title';
import { useBrandLabel } from '../lib/brand-label';
import { useVtexRetry, useVtexUnmapped } from '../api/vtex';
import { RetryButton, RetryListFrame, type RetryResult } from '../components/retry-list-frame';
import classes from '../components/queue.module.css';

/** Reason codes the console names in words; any other shows the connector's own (English) message. */
const KNOWN_REASONS = new Set([
  'vtex_sku_variant',
  'vtex_price_zero',
  'vtex_price_missing',
  'vtex_payment_group_unmapped',
  'vtex_order_unreadable',
  'vtex_order_not_found',
  'vtex_package_item_unknown',
]);

/**
 * /backoffice/vtex: the VTEX orders the connector could not map (issue 45, ADR 0078), each with its reasons and 'try
 * again' for after the mapping is fixed (the brand's SKU specifications, a price in VTEX). Admins and agents, their
 * own brands; the brand is the console-wide filter in the header.
 */
export default function VtexUnmappedPage() {
  const { t } = useTranslation('backoffice');
  useConsoleTitle(t('vtex.title'));
  const brandLabel = useBrandLabel();
  const [params] = useSearchParams();
  const brandParam = Number(params.get('brand'));
  const brand = Number.isInteger(brandParam) && brandParam > 0 ? brandParam : null;
  const list = useVtexUnmapped(brand);
  const retry = useVtexRetry();
  const [result, setResult] = useState<(RetryResult & { orderId: string }) | null>(null);

  const tryAgain = (row: VtexUnmappedRow) => {
    setResult(null);
    retry.mutate(row, {
      onSuccess: (outcome) =>
        setResult({
          orderId: row.vtexOrderId,
          ok: outcome !== 'rejected',
          text: t(outcome === 'rejected' ? 'vtex.stillRejected' : 'vtex.applied', { order: row.vtexOrderId }),
        }),
      onError: (error) => setResult({ orderId: row.vtexOrderId, ok: false, text: error.message }),
    });
  };

  const reasonText = (reason: VtexUnmappedRow['reasons'][number]) =>
    KNOWN_REASONS.has(reason.code) ? t(`vtex.reasons.${reason.code}`) : reason.message;

  let body;
  if (list.isPending) body = <PageLoader label={t('vtex.loading')} />;
  else if (list.isError) {
    body = (
      <Alert color="red" role="alert" title={t('vtex.loadError')}>
        {list.error.message}
      </Alert>
    );
  } else if (list.data.length === 0) body = <Text>{t('vtex.empty')}</Text>;
  else {
    body = (
      <ul className={classes.cards} aria-label={t('vtex.caption')}>
        {list.data.map((row) => (
          <li key={`${row.brandId}:${row.vtexOrderId}`} className={classes.card}>
            <Text fw={700}>{t('vtex.order', { order: row.vtexOrderId })}</Text>
            <Text size="sm" c="dimmed">
              {brandLabel(row.brandId)} · {t('vtex.recordedAt', { at: new Date(row.recordedAt).toLocaleString() })}
            </Text>
            <ul>
              {row.reasons.map((reason) => (
                <li key={`${reason.field}:${reason.code}`}>
                  <Text size="sm">
                    {reasonText(reason)}{' '}
                    <Text span c="dimmed" size="xs">
                      ({reason.field})
                    </Text>
                  </Text>
                </li>
              ))}
            </ul>
            <RetryButton
              label={t('vtex.retryOrder', { order: row.vtexOrderId })}
              busy={retry.isPending && retry.variables?.vtexOrderId === row.vtexOrderId}
              onClick={() => tryAgain(row)}
            >
              {t('vtex.retry')}
            </RetryButton>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <RetryListFrame title={t('vtex.title')} intro={t('vtex.intro')} result={result}>
      {body}
    </RetryListFrame>
  );
}

import { Group, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import type { OrderCardModel } from '../hooks/use-order-card';
import { InlineAlert, RetryAlert } from './inline-alert';
import { VariantPicker } from './variant-picker';

/** Size and colour cards of an exchange (spec §4 'Size and colour'), with the stock load's progress and failures. */
export function StockSection({ card, boughtSize }: { card: OrderCardModel; boughtSize: string }) {
  const { t } = useTranslation('orders');
  const { stock, mode, state, ids } = card;

  return (
    <Stack gap="sm">
      {stock.errorMessage ? (
        // The failure's own text may be a network error in English: the shopper reads ours, in their language.
        <InlineAlert variant="error" title={t('stock.errorTitle')}>
          {t('stock.error')}
        </InlineAlert>
      ) : null}
      {stock.status === 'loading' || stock.status === 'error' ? (
        <Group gap="xs" role="status">
          <Loader size="xs" aria-hidden="true" />
          <Text size="sm">{t('stock.loading')}</Text>
        </Group>
      ) : null}
      {stock.status === 'gaveUp' ? (
        <RetryAlert
          variant="warning"
          title={t('stock.unavailableTitle')}
          message={t('stock.unavailable')}
          retryLabel={t('stock.retry')}
          onRetry={stock.restart}
        />
      ) : null}
      {stock.status === 'loaded' ? (
        <>
          {mode.sizeExchange && card.sizes.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('stock.noOtherSize')}
            </Text>
          ) : mode.sizeExchange ? (
            <VariantPicker
              name={`${ids.size}-options`}
              firstInputId={ids.size}
              legend={t('stock.sizeLegend')}
              required
              options={card.sizes.map((option) => ({
                value: option.size,
                label: option.size,
                selectable: option.selectable,
              }))}
              value={state.size}
              onChange={(size) => card.dispatch({ type: 'sizeChosen', size })}
              unavailableLabel={t('stock.soldOut')}
              error={card.errorFor('tamanhoTroca')}
            />
          ) : null}
          {mode.colourExchange ? (
            card.targetSize && card.colours.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('stock.noOtherColour', { size: card.targetSize })}
              </Text>
            ) : card.targetSize ? (
              <VariantPicker
                name={`${ids.colour}-options`}
                firstInputId={ids.colour}
                legend={t('stock.colourLegend', { size: card.targetSize })}
                description={mode.sizeExchange ? undefined : t('stock.sameSize', { size: boughtSize })}
                required
                options={card.colours.map((option) => ({
                  value: option.name || option.code,
                  label: option.name || option.code,
                  selectable: option.selectable,
                  swatch: option.hex,
                }))}
                value={state.colour}
                onChange={(colour) => card.dispatch({ type: 'colourChosen', colour })}
                unavailableLabel={t('stock.soldOut')}
                error={card.errorFor('corTroca')}
              />
            ) : (
              <Text size="sm" c="dimmed">
                {t('stock.chooseSizeFirst')}
              </Text>
            )
          ) : null}
        </>
      ) : null}
    </Stack>
  );
}

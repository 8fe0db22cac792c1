import '@mantine/core/styles/Card.css';
import type { ReactNode } from 'react';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import {
  chosenTrigger,
  DESIRE_TRIGGER,
  formatMoney,
  invoiceFileCount,
  photoCount,
  REFUND_MIN_DAYS_NOTICE,
  splitIntoProtocols,
  type SelectedItem,
} from '@portal/domain';
import { useTranslation } from '../../../../lib/translation';
import { chosenDesireName } from '../../../../lib/chosen-desire-name';
import { currentLanguage } from '../../../../lib/i18n';
import { BrandText } from '../../../../components/ui/brand-text';
import { IconInfoCircle } from '../../../../components/ui/icons';
import type { Bank } from '../../api/get-banks';
import { IconSend } from '../../icons';
import type { PicturesByItem } from '../../lib/picture-entries';
import type { BuyerStepValues } from '../../lib/buyer-values';
import { BuyerSummary } from '../buyer-data-step/buyer-summary';
import { ItemThumbnail } from '../item-thumbnail/item-thumbnail';
import { ItemColour, shownSize, type ShownItem } from '../product-photo-step/product-photo-step';
import { StepActions } from '../stepper/step-actions';
import { StepHeader } from '../stepper/step-header';
import classes from './confirmation-step.module.css';
import { TermsConsent, type TermsConsentProps } from './terms-consent';

export type ConfirmationItem = ShownItem &
  Pick<
    SelectedItem,
    | 'motivoNome'
    | 'smotivoNome'
    | 'desejoNome'
    | 'motivoGatilho'
    | 'corTroca'
    | 'observacao'
    | 'produtoValor'
    | 'estorno'
    | 'prt_sit_bonus'
    | 'prt_valor_bonus'
    | 'ecommerce'
    | 'empresaCodigo'
    | 'numeroNF'
  >;

export interface ConfirmationStepProps {
  items: readonly ConfirmationItem[];
  pictures: PicturesByItem;
  buyer: BuyerStepValues;
  isReversal: boolean;
  banks: readonly Bank[] | undefined;
  /** More lines for an item's card, below its colour and size (a flow's own data: the outside-store purchase). */
  itemDetails?: (item: Pick<SelectedItem, 'UNIQUE_KEY'>) => ReactNode;
  onSubmit: () => void;
  /** The policy's terms, ticked with the request (R9). */
  terms: TermsConsentProps;
  /** The request is in flight, or finished: the submit stays blocked (spec §4, no double submit). */
  submitting: boolean;
  submitDisabled?: boolean;
  onBack?: () => void;
  onCancel: () => void;
}

/** Money goes back to the shopper: a refund desire without the voucher taken instead. */
export function isRefundItem(item: Pick<SelectedItem, 'estorno' | 'prt_sit_bonus'>): boolean {
  return item.estorno && item.prt_sit_bonus !== 'S';
}

/** Store credit: a voucher desire, or the voucher taken instead of a refund. */
export function isCreditItem(item: Pick<SelectedItem, 'estorno' | 'prt_sit_bonus' | 'motivoGatilho'>): boolean {
  return item.prt_sit_bonus === 'S' || (item.motivoGatilho === DESIRE_TRIGGER.VOUCHER && !isRefundItem(item));
}

/**
 * The protocols the request will become, as the server splits it (ADR 0030): one per path and, for online purchases,
 * per invoice. Each item's group index (0-based) and the number of groups.
 */
export function protocolGroupsOf(items: readonly ConfirmationItem[]): { groupOf: number[]; count: number } {
  const groups = splitIntoProtocols(items, (item) =>
    item.ecommerce
      ? { trigger: chosenTrigger(item), companyCode: item.empresaCodigo, invoiceNumber: item.numeroNF }
      : { trigger: chosenTrigger(item) },
  );
  const groupOf: number[] = [];
  groups.forEach((group, index) => group.forEach((itemIndex) => (groupOf[itemIndex] = index)));
  return { groupOf, count: groups.length };
}

/**
 * Confirmation step (spec §2 'Confirmation'): what will be requested for each item and for whom, the notices that
 * apply (refund time, coupon inactivation, stock), and the submit that creates the protocol.
 */
export function ConfirmationStep({
  items,
  pictures,
  buyer,
  isReversal,
  banks,
  itemDetails,
  onSubmit,
  terms,
  submitting,
  submitDisabled,
  onBack,
  onCancel,
}: ConfirmationStepProps) {
  const { t } = useTranslation('request');
  const anyRefund = items.some(isRefundItem);
  const anyCredit = items.some(isCreditItem);
  const anyExchange = items.some((item) => item.motivoGatilho === DESIRE_TRIGGER.EXCHANGE);
  const protocols = protocolGroupsOf(items);

  return (
    <Stack gap="md">
      <StepHeader title={t('confirmation.title')} intro={t('confirmation.intro')} />

      <section aria-labelledby="confirmation-items">
        <Title order={3} size="h4" id="confirmation-items" mb="xs">
          {t('confirmation.items', { count: items.length })}
        </Title>
        {protocols.count > 1 ? (
          // Said before the submit (ADR 0030): items settled differently become separate protocols.
          <Alert
            variant="light"
            color="blue"
            mb="sm"
            icon={<IconInfoCircle size={18} aria-hidden="true" />}
            title={t('confirmation.split', { count: protocols.count })}
            data-testid="split-notice"
          >
            <Text size="sm">{t('confirmation.splitWhy')}</Text>
          </Alert>
        ) : null}
        <Stack gap="sm">
          {items.map((item, index) => {
            const photos = photoCount(pictures[item.UNIQUE_KEY] ?? []);
            const invoices = invoiceFileCount(pictures[item.UNIQUE_KEY] ?? []);
            return (
              <Card key={item.UNIQUE_KEY} withBorder radius="md" padding="sm">
                <Group align="flex-start" wrap="nowrap" gap="sm">
                  <ItemThumbnail src={item.thumbnail} alt="" size="sm" />
                  <Stack gap={2} style={{ minWidth: 0, flex: 1 }}>
                    <Text fw={600} className={classes.name}>
                      <BrandText name={item.produtoNome} shown={item.produtoNomeShown} />
                    </Text>
                    <Text size="sm">
                      <ItemColour item={item} /> ·{' '}
                      {item.tamanhoTroca.trim()
                        ? t('item.exchangeSize', { size: shownSize(item) })
                        : t('item.size', { size: shownSize(item) })}
                    </Text>
                    {itemDetails?.(item)}
                    {item.corTroca.trim() ? (
                      <Text size="sm">{t('item.exchangeColour', { colour: item.corTroca })}</Text>
                    ) : null}
                    <Text size="sm">
                      {t('item.reason', { reason: item.motivoNome })}
                      {item.smotivoNome ? ` · ${item.smotivoNome}` : ''}
                    </Text>
                    {protocols.count > 1 ? (
                      <Text size="sm" fw={600}>
                        {t('item.protocolGroup', {
                          index: (protocols.groupOf[index] ?? 0) + 1,
                          count: protocols.count,
                        })}
                      </Text>
                    ) : null}
                    <Text size="sm">
                      {/* The refund she chose, not the voucher the desire is named after (issue 23 #7). */}
                      {t('item.desire', { desire: chosenDesireName(item, currentLanguage()) })}
                    </Text>
                    {item.prt_sit_bonus === 'S' ? (
                      <Text size="sm" fw={600}>
                        {t('item.voucher', { value: formatMoney(item.produtoValor + item.prt_valor_bonus) })}
                      </Text>
                    ) : (
                      <Text size="sm">{t('item.value', { value: formatMoney(item.produtoValor) })}</Text>
                    )}
                    {item.observacao.trim() ? (
                      <Text size="sm" c="dimmed" className={classes.name}>
                        {t('item.observation', { text: item.observacao })}
                      </Text>
                    ) : null}
                    {photos > 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('item.photos', { count: photos })}
                      </Text>
                    ) : null}
                    {invoices > 0 ? (
                      <Text size="sm" c="dimmed">
                        {t('item.invoices', { count: invoices })}
                      </Text>
                    ) : null}
                  </Stack>
                </Group>
              </Card>
            );
          })}
        </Stack>
      </section>

      <section aria-labelledby="confirmation-buyer">
        <Title order={3} size="h4" id="confirmation-buyer" mb="xs">
          {t('confirmation.buyer')}
        </Title>
        <BuyerSummary values={buyer} isReversal={isReversal} banks={banks} headingOrder={4} />
      </section>

      {anyRefund || anyCredit || anyExchange ? (
        <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />}>
          <Stack gap={4}>
            {anyRefund ? <Text size="sm">{t('notices.refund', { days: REFUND_MIN_DAYS_NOTICE })}</Text> : null}
            {anyCredit ? <Text size="sm">{t('notices.coupon')}</Text> : null}
            {anyExchange ? <Text size="sm">{t('notices.stock')}</Text> : null}
          </Stack>
        </Alert>
      ) : null}

      <TermsConsent {...terms} />

      <StepActions
        onCancel={onCancel}
        onBack={onBack}
        onNext={onSubmit}
        nextLabel={t('confirmation.submit')}
        nextIcon={<IconSend size={16} aria-hidden="true" />}
        nextLoading={submitting}
        nextDisabled={submitDisabled}
        busy={submitting}
      />
    </Stack>
  );
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Card, Skeleton } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { PlainGroup, PlainText, PlainTitle } from '../../../components/ui/plain-mantine';
import { IconShoppingBag } from '../../../components/ui/icons';
import { IconReceiptRefund } from '../icons';
import classes from './wallet.module.css';

export interface BalanceCardProps {
  /** The balance in cents; undefined while loading. */
  balanceCents: number | undefined;
  /** Whether card or Pix holds a balance that can be refunded. */
  canRefund: boolean;
  onGoShopping: () => void;
  onRefund: () => void;
  /** A pointer over, a finger on or the focus on a button: its dialog's code may start loading. */
  onGoShoppingIntent?: () => void;
  onRefundIntent?: () => void;
}

/** Spec §2 Wallet: the shopping-voucher balance with 'go shopping' and 'refund amount'. */
export function BalanceCard({
  balanceCents,
  canRefund,
  onGoShopping,
  onRefund,
  onGoShoppingIntent,
  onRefundIntent,
}: BalanceCardProps) {
  const { t } = useTranslation('wallet');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="wallet-balance-title">
      <PlainTitle order={2} size="h4" id="wallet-balance-title">
        {t('balance.title')}
      </PlainTitle>
      {balanceCents === undefined ? (
        <Skeleton height={44} width="50%" my="sm" data-testid="balance-skeleton" />
      ) : (
        <PlainText className={classes.balance} my="sm" dimmed={false} testId="wallet-balance">
          {formatMoney(balanceCents)}
        </PlainText>
      )}
      <PlainText size="sm" mb="md">
        {t('balance.hint')}
      </PlainText>
      <PlainGroup gap="sm">
        <Button
          leftSection={<IconShoppingBag size={18} aria-hidden="true" />}
          onClick={onGoShopping}
          {...intentHandlers(onGoShoppingIntent)}
        >
          {t('balance.goShopping')}
        </Button>
        <Button
          variant="light"
          leftSection={<IconReceiptRefund size={18} aria-hidden="true" />}
          onClick={onRefund}
          {...intentHandlers(onRefundIntent)}
          disabled={!canRefund}
          aria-describedby={canRefund ? undefined : 'wallet-refund-unavailable'}
        >
          {t('balance.refund')}
        </Button>
      </PlainGroup>
      {balanceCents !== undefined && !canRefund ? (
        <PlainText size="xs" mt="xs" id="wallet-refund-unavailable">
          {t('balance.noRefundable')}
        </PlainText>
      ) : null}
    </Card>
  );
}

/** The events that come before a click: hover, touch and keyboard focus. */
function intentHandlers(onIntent: (() => void) | undefined) {
  return onIntent ? { onPointerEnter: onIntent, onTouchStart: onIntent, onFocus: onIntent } : {};
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { formatMoney } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
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
      <Title order={2} size="h4" id="wallet-balance-title">
        {t('balance.title')}
      </Title>
      {balanceCents === undefined ? (
        <Skeleton height={44} width="50%" my="sm" data-testid="balance-skeleton" />
      ) : (
        <Text className={classes.balance} my="sm" data-testid="wallet-balance">
          {formatMoney(balanceCents)}
        </Text>
      )}
      <Text size="sm" c="dimmed" mb="md">
        {t('balance.hint')}
      </Text>
      <Group gap="sm">
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
      </Group>
      {balanceCents !== undefined && !canRefund ? (
        <Text size="xs" c="dimmed" mt="xs" id="wallet-refund-unavailable">
          {t('balance.noRefundable')}
        </Text>
      ) : null}
    </Card>
  );
}

/** The events that come before a click: hover, touch and keyboard focus. */
function intentHandlers(onIntent: (() => void) | undefined) {
  return onIntent ? { onPointerEnter: onIntent, onTouchStart: onIntent, onFocus: onIntent } : {};
}

import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Card, Group, Skeleton, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { IconTicket } from '../icons';

export interface CouponCountCardProps {
  /** Active coupons; undefined while loading. */
  activeCount: number | undefined;
  onOpenCoupons: () => void;
}

/** Spec §2 Wallet: the coupon-count card, whose button opens the coupons tab. */
export function CouponCountCard({ activeCount, onOpenCoupons }: CouponCountCardProps) {
  const { t } = useTranslation('wallet');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="wallet-coupon-count-title">
      <Title order={2} size="h4" id="wallet-coupon-count-title">
        {t('couponCount.title')}
      </Title>
      {activeCount === undefined ? (
        <Skeleton height={24} width="60%" my="sm" />
      ) : (
        <Text my="sm" fw={600} data-testid="coupon-count">
          {t('couponCount.active', { count: activeCount })}
        </Text>
      )}
      <Group>
        <Button variant="light" leftSection={<IconTicket size={18} aria-hidden="true" />} onClick={onOpenCoupons}>
          {t('couponCount.open')}
        </Button>
      </Group>
    </Card>
  );
}

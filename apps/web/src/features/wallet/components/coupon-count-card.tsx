import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/Skeleton.css';
import { Button, Card, Skeleton } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { PlainGroup, PlainText, PlainTitle } from '../../../components/ui/plain-mantine';
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
      <PlainTitle order={2} size="h4" id="wallet-coupon-count-title">
        {t('couponCount.title')}
      </PlainTitle>
      {activeCount === undefined ? (
        <Skeleton height={24} width="60%" my="sm" />
      ) : (
        <PlainText my="sm" fw={600} testId="coupon-count">
          {t('couponCount.active', { count: activeCount })}
        </PlainText>
      )}
      <PlainGroup gap="md">
        <Button variant="light" leftSection={<IconTicket size={18} aria-hidden="true" />} onClick={onOpenCoupons}>
          {t('couponCount.open')}
        </Button>
      </PlainGroup>
    </Card>
  );
}

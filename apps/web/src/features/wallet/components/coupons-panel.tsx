import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { PageEmptyState } from '../../../components/ui/page-empty-state';
import { useCouponCampaign } from '../api/get-coupon-campaign';
import { useCoupons } from '../api/get-coupons';
import type { WalletMessages } from '../api/get-wallet-messages';
import { IconTicket } from '../icons';
import { LoadErrorState, LoadingRows } from './list-states';
import { CouponOffer } from './coupon-offer';
import { CouponsTable } from './coupons-table';

/** The Coupons tab: the offer (when the rule holds), how to use a coupon, and the coupons with copy buttons. */
export function CouponsPanel({ messages }: { messages: WalletMessages | null | undefined }) {
  const { t } = useTranslation(['wallet', 'common']);
  const coupons = useCoupons();
  const campaign = useCouponCampaign();

  let body;
  if (coupons.isPending) {
    body = <LoadingRows label={t('wallet:coupons.loading')} rows={2} />;
  } else if (coupons.isError) {
    body = (
      <LoadErrorState icon={IconTicket} title={t('wallet:coupons.loadError')} onRetry={() => void coupons.refetch()} />
    );
  } else if (coupons.data.length === 0) {
    body = (
      <PageEmptyState
        icon={IconTicket}
        titleOrder={3}
        title={t('common:empty.noData')}
        description={t('wallet:coupons.empty')}
      />
    );
  } else {
    body = <CouponsTable coupons={coupons.data} />;
  }

  return (
    <Stack gap="md">
      {campaign.data ? <CouponOffer campaign={campaign.data} message={messages?.SCO_MSG_CUPOM} /> : null}
      <Stack gap="sm" component="section" aria-labelledby="wallet-coupons-title">
        <Title order={2} size="h4" id="wallet-coupons-title">
          {t('wallet:coupons.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {messages?.SCO_MSG_CUPOM_INST?.trim() || t('wallet:coupons.instructions')}
        </Text>
        {body}
      </Stack>
    </Stack>
  );
}

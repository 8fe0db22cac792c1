import '@mantine/core/styles/Card.css';
import { useState } from 'react';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import type { CouponsCampaignResponse } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { isApiError } from '../../../lib/api-client';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { notify } from '../../../lib/notify';
import { useAcceptCoupon } from '../api/accept-coupon';
import { IconDiscount } from '../icons';

export interface CouponOfferProps {
  campaign: CouponsCampaignResponse;
  /** The brand's coupon message (SCO_MSG_CUPOM), when it has one. */
  message: string | null | undefined;
}

/**
 * The offer to receive a discount coupon, shown when the server says the spec §9 rule holds. A failure shows spec §8's
 * 'error processing accept coupons' toast with the server's message; a missing CPF is the register-CPF warning.
 */
export function CouponOffer({ campaign, message }: CouponOfferProps) {
  const { t } = useTranslation('wallet');
  const accept = useAcceptCoupon();
  // One key for this offer: a double click or a retry after a lost answer creates one coupon.
  const [idempotencyKey] = useState(newIdempotencyKey);
  const offer = campaign.couponOffer;
  const campaignCoupon = campaign.couponsCampaign[0];

  if (offer.reason === 'cpf_required') {
    return (
      <Card withBorder radius="md" padding="md" role="note">
        <Text size="sm" fw={600}>
          {t('offer.cpfTitle')}
        </Text>
        <Text size="sm">{t('offer.cpfRequired')}</Text>
      </Card>
    );
  }
  if (!offer.available || !campaignCoupon) return null;

  const onAccept = () => {
    if (accept.isPending) return;
    accept.mutate(
      { campaignCode: campaignCoupon.TIC_CODIGO, idempotencyKey },
      {
        onSuccess: (answer) => {
          const [coupon] = answer.discountCoupons;
          notify({
            variant: 'success',
            id: 'coupon-accepted',
            message: coupon ? t('offer.accepted', { code: coupon.TCM_CODIGO }) : answer.message,
          });
        },
        onError: (error) => {
          // A refusal (WARN: the rule no longer holds, or no CPF) is a warning; anything else an error. The server's
          // message, in the request language, says which.
          notify({
            variant: isApiError(error) && error.type === 'WARN' ? 'warning' : 'error',
            id: 'coupon-accept-error',
            title: t('offer.acceptError'),
            message: isApiError(error) ? error.message : t('offer.acceptErrorFallback'),
          });
        },
      },
    );
  };

  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby="wallet-offer-title"
      data-testid="coupon-offer"
    >
      <Title order={2} size="h4" id="wallet-offer-title">
        {t('offer.title', { percent: campaignCoupon.TIC_DESCONTO })}
      </Title>
      <Text size="sm" my="sm">
        {message?.trim() || t('offer.text', { percent: campaignCoupon.TIC_DESCONTO })}
      </Text>
      <Group>
        <Button
          leftSection={<IconDiscount size={18} aria-hidden="true" />}
          onClick={onAccept}
          loading={accept.isPending}
        >
          {t('offer.accept')}
        </Button>
      </Group>
    </Card>
  );
}

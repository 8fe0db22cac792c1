import '@mantine/core/styles/Card.css';
import { Anchor, Card, Code } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { PlainGroup, PlainText, PlainTitle } from '../../../components/ui/plain-mantine';
import { useGiftCard } from '../api/get-gift-card';
import { CopyCodeButton } from './copy-code-button';

/**
 * 'Usar no site' (issue 49): the wallet is the brand's gift card at its VTEX checkout, found by the shopper's CPF or
 * e-mail; this code is for when she signs in at the shop with another one. Nothing shows until the code is known,
 * nor for a shopper without a wallet at this brand.
 */
export function GiftCardCode() {
  const { t } = useTranslation('wallet');
  const card = useGiftCard();
  const giftCard = card.data;
  if (!giftCard) return null;
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="wallet-gift-card-title">
      <PlainTitle order={2} size="h4" id="wallet-gift-card-title">
        {t('giftCard.title')}
      </PlainTitle>
      <PlainText size="sm" my="sm">
        {t('giftCard.text')}
      </PlainText>
      <PlainGroup gap="sm">
        <Code fz="lg" data-testid="gift-card-code" aria-label={t('giftCard.codeLabel')}>
          {giftCard.redemptionCode}
        </Code>
        <CopyCodeButton code={giftCard.redemptionCode} />
      </PlainGroup>
      {giftCard.shopUrl ? (
        <PlainText size="sm" mt="sm">
          <Anchor href={giftCard.shopUrl} target="_blank" rel="noopener noreferrer">
            {t('giftCard.shopLink')}
          </Anchor>
        </PlainText>
      ) : null}
    </Card>
  );
}

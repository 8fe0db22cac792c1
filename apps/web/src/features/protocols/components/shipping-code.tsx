import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { API_BASE } from '../../../lib/api-client';
import classes from './protocol-detail.module.css';

/** The QR code is drawn by the API at this size's canvas; the box is reserved so nothing moves when it arrives. */
const QR_SIZE_PX = 160;

/**
 * The return shipping code a protocol gets at 16 'Post object generated' (ADR 0022): the shopper takes the product to
 * a post office and shows the code, as text or as the QR code the API draws (GET …/shipping-code.svg).
 */
export function ShippingCode({ prtId, code }: { prtId: number; code: string }) {
  const { t } = useTranslation('protocols');
  return (
    <section className={classes.section} aria-labelledby="protocol-shipping-title" data-testid="shipping-code">
      <h2 id="protocol-shipping-title" className={classes.sectionTitle}>
        {t('detail.shipping.title')}
      </h2>
      <Group align="center" gap="lg" wrap="wrap">
        <img
          src={`${API_BASE}/returns/protocols/b2c/${prtId}/shipping-code.svg`}
          alt={t('detail.shipping.qrAlt', { code })}
          width={QR_SIZE_PX}
          height={QR_SIZE_PX}
        />
        <Stack gap={4}>
          <Text>{t('detail.shipping.instructions')}</Text>
          <Text fw={700} ff="monospace" fz="xl" data-testid="shipping-code-value">
            {code}
          </Text>
        </Stack>
      </Group>
    </section>
  );
}

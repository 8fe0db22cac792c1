import { Button, Stack, Text } from '@mantine/core';
import { formatDate, formatTime, type ShipmentEvent, type ShopperShipment } from '@portal/domain';
import { Barcode } from '../../../components/ui/barcode';
import { IconRefresh } from '../../../components/ui/icons';
import { isApiError } from '../../../lib/api-client';
import { isCode128Encodable } from '../../../lib/code128';
import { codeGroups } from '../../../lib/shipment-code';
import { useTranslation } from '../../../lib/translation';
import { useProtocolShipment } from '../api/get-protocol-shipment';
import { CopyButton } from './copy-button';
import { QrCode } from './qr-code';
import detail from './protocol-detail.module.css';
import classes from './shipment-card.module.css';

/**
 * The return's shipping on the protocol detail (issue 48): the Correios authorisation code to give at a counter or
 * locker (large digits, QR code, barcode), the day to post by, and once posted the tracking code and the carrier's
 * events. A brand without a carrier shows how it takes returns instead. Loads on its own: the rest of the page never
 * waits for it, and its failure is a line here, not the page's error.
 */
export function ShipmentCard({ prtId }: { prtId: number }) {
  const { t } = useTranslation('protocols');
  const query = useProtocolShipment(prtId);
  // A 404 is the whole page's not-found state; a pending call shows nothing rather than a box that may stay empty.
  if (query.isPending || (query.isError && isApiError(query.error) && query.error.status === 404)) return null;
  if (query.isError) {
    return (
      <ShippingSection title={t('detail.shipping.title')}>
        <Text size="sm">{t('detail.shipping.loadError')}</Text>
        <Button
          variant="light"
          size="xs"
          style={{ alignSelf: 'flex-start' }}
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => void query.refetch()}
        >
          {t('detail.retry')}
        </Button>
      </ShippingSection>
    );
  }
  const { shipment, returnInstructions } = query.data;
  if (shipment) return <ShipmentView shipment={shipment} />;
  if (!returnInstructions) return null;
  return (
    <ShippingSection title={t('detail.shipping.instructionsTitle')}>
      <p className={classes.instructions} data-testid="return-instructions">
        {returnInstructions}
      </p>
    </ShippingSection>
  );
}

function ShippingSection({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className={detail.section} aria-labelledby="protocol-shipping-title" data-testid="shipping-code">
      <h2 id="protocol-shipping-title" className={detail.sectionTitle}>
        {title}
      </h2>
      <Stack gap="sm">{children}</Stack>
    </section>
  );
}

function ShipmentView({ shipment }: { shipment: ShopperShipment }) {
  const { t } = useTranslation('protocols');
  const postBy = shipment.postBy ? formatDate(shipment.postBy) : '';
  const code = shipment.authorisationCode;
  const usable = shipment.state === 'issued' && code;
  const travelling = shipment.state === 'posted' || shipment.state === 'delivered';
  return (
    <ShippingSection title={t('detail.shipping.title')}>
      {shipment.demo ? (
        <p className={classes.demo} data-testid="shipment-demo">
          {t('detail.shipping.demo')}
        </p>
      ) : null}
      {usable ? (
        <>
          <CodeBlock label={t('detail.shipping.authorisationLabel')} code={code} testId="shipping-code-value" />
          {postBy ? <p className={classes.postBy}>{t('detail.shipping.postBy', { date: postBy })}</p> : null}
          <Text>{t('detail.shipping.instructions')}</Text>
          <div className={classes.symbols}>
            <QrCode value={code} label={t('detail.shipping.qrAlt', { code })} />
            {isCode128Encodable(code) ? (
              <div className={classes.barcode}>
                <Barcode value={code} label={t('detail.shipping.barcodeAlt', { code })} height={72} />
              </div>
            ) : null}
          </div>
        </>
      ) : null}
      {shipment.state === 'requested' ? <Text>{t('detail.shipping.requested')}</Text> : null}
      {shipment.state === 'expired' ? (
        <Text data-testid="shipment-state">
          {postBy ? t('detail.shipping.expiredOn', { date: postBy }) : t('detail.shipping.expired')}
        </Text>
      ) : null}
      {shipment.state === 'cancelled' ? (
        <Text data-testid="shipment-state">{t('detail.shipping.cancelled')}</Text>
      ) : null}
      {shipment.state === 'failed' ? <Text data-testid="shipment-state">{t('detail.shipping.failed')}</Text> : null}
      {shipment.state === 'delivered' ? (
        <Text data-testid="shipment-state">{t('detail.shipping.delivered')}</Text>
      ) : null}
      {travelling && shipment.trackingCode ? (
        <CodeBlock label={t('detail.shipping.trackingLabel')} code={shipment.trackingCode} testId="shipment-tracking" />
      ) : null}
      {travelling || shipment.events.length > 0 ? <ShipmentEvents events={shipment.events} /> : null}
    </ShippingSection>
  );
}

/** The code in large groups: a screen reader reads the groups as the sighted reader sees them, not one long number. */
function CodeBlock({ label, code, testId }: { label: string; code: string; testId: string }) {
  const { t } = useTranslation('protocols');
  return (
    <Stack gap={4}>
      <p className={classes.codeLabel}>{label}</p>
      <p className={classes.code} data-testid={testId} data-code={code}>
        {codeGroups(code).join(' ')}
      </p>
      <CopyButton text={code} label={t('detail.shipping.copy')} />
    </Stack>
  );
}

/** The carrier's events, newest first (the answer lists them oldest first), each in São Paulo time. */
export function ShipmentEvents({ events }: { events: readonly ShipmentEvent[] }) {
  const { t } = useTranslation('protocols');
  if (events.length === 0) return <Text size="sm">{t('detail.shipping.noEvents')}</Text>;
  return (
    <Stack gap={6}>
      <h3 className={classes.codeLabel}>{t('detail.shipping.eventsTitle')}</h3>
      <ol className={classes.events} data-testid="shipment-events">
        {[...events].reverse().map((event) => (
          <li key={`${event.at}-${event.kind}-${event.carrierText}`} className={classes.event}>
            <time dateTime={event.at} className={classes.eventWhen}>
              {t('detail.shipping.eventAt', { date: formatDate(event.at), time: formatTime(event.at) })}
            </time>
            <Text size="sm" fw={600}>
              {event.description}
            </Text>
            {event.place ? <Text size="sm">{event.place}</Text> : null}
          </li>
        ))}
      </ol>
    </Stack>
  );
}

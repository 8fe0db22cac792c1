import '@mantine/core/styles/Table.css';
import { Alert, Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { formatDate } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import { PageLoader } from '../../../components/ui/page-loader';
import { protocolPath } from '../lib/paths';
import { useConsoleTitle } from '../lib/use-console-title';
import { useSlip } from '../api/dashboard';
import { useShipment } from '../api/shipment';
import { useLanguage } from '../lib/use-language';
import { Barcode } from '../../../components/ui/barcode';
import classes from './slip-page.module.css';

/**
 * /backoffice/protocols/:prtId/slip (issue 27): the receiving slip the warehouse prints and puts on the parcel — the
 * protocol number large and as a Code 128 a hand scanner reads, the items and their sizes. Printing leaves the
 * console's bar and the buttons out.
 */
export default function SlipPage() {
  const { t } = useTranslation('workload');
  const prtId = Number(useParams().prtId);
  const valid = Number.isSafeInteger(prtId) && prtId > 0;
  useConsoleTitle(t('slip.title', { id: valid ? prtId : '' }));
  const slip = useSlip(prtId, valid);
  // The Correios tracking code the parcel arrives with (issue 48): the newest authorisation that has one. The slip
  // prints without it when the shipping cannot be read; the parcel is still matched by the protocol number.
  const shipment = useShipment(prtId, useLanguage(), valid);
  const tracking = shipment.data?.shipments.find((item) => item.trackingCode)?.trackingCode ?? null;

  if (!valid || slip.isError) {
    return (
      <Alert color="red" role="alert" title={t('slip.loadError')}>
        {slip.error?.message ?? ''}
      </Alert>
    );
  }
  if (slip.isPending) return <PageLoader label={t('slip.loading')} />;
  const data = slip.data;
  return (
    <Stack gap="md" className={classes.slip}>
      <Group gap="sm" className={classes.noPrint}>
        <Anchor component={Link} to={protocolPath(prtId)} size="sm">
          {t('slip.back')}
        </Anchor>
        <Button size="xs" onClick={() => window.print()}>
          {t('slip.print')}
        </Button>
      </Group>
      <Title order={1}>{t('slip.title', { id: data.prtId })}</Title>
      <Text>
        {data.brandName} · {t('slip.opened', { date: formatDate(data.createdAt) })} · {data.customerName}
      </Text>
      <Barcode value={String(data.prtId)} label={t('slip.barcode', { id: data.prtId })} />
      <Text ff="monospace" size="xl" fw={700}>
        {data.prtId}
      </Text>
      {tracking ? (
        <Stack gap={4} data-testid="slip-tracking">
          <Text fw={600}>{t('slip.trackingCode', { code: tracking })}</Text>
          <Barcode value={tracking} label={t('slip.trackingBarcode', { code: tracking })} height={48} />
        </Stack>
      ) : null}
      {data.shippingCode && data.shippingCode !== tracking ? (
        <Text fw={600}>{t('slip.shippingCode', { code: data.shippingCode })}</Text>
      ) : null}
      {/* Eight columns do not fit 375 px: the table scrolls inside its box, the page does not (issue 46). */}
      <Table.ScrollContainer type="native" minWidth={640}>
        <Table verticalSpacing="xs" withTableBorder>
          <caption className={classes.caption}>{t('slip.items')}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('slip.columns.position')}</Table.Th>
              <Table.Th scope="col">{t('slip.columns.product')}</Table.Th>
              <Table.Th scope="col">{t('slip.columns.reason')}</Table.Th>
              <Table.Th scope="col">{t('slip.columns.colour')}</Table.Th>
              <Table.Th scope="col">{t('slip.columns.size')}</Table.Th>
              <Table.Th scope="col">{t('slip.columns.exchangeSize')}</Table.Th>
              <Table.Th scope="col">{t('slip.columns.quantity')}</Table.Th>
              <Table.Th scope="col">{t('slip.columns.observation')}</Table.Th>
              <Table.Th scope="col">{t('slip.columns.checked')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.items.map((item) => (
              <Table.Tr key={`${item.position}-${item.productCode}`}>
                <Table.Td>{item.position}</Table.Td>
                <Table.Td>
                  {item.productName} ({item.productCode})
                </Table.Td>
                <Table.Td>{[item.reasonName, item.desireName].filter(Boolean).join(' › ')}</Table.Td>
                <Table.Td>{item.colour}</Table.Td>
                <Table.Td>{item.size}</Table.Td>
                <Table.Td>{item.exchangeSize ?? '—'}</Table.Td>
                <Table.Td>{item.quantity}</Table.Td>
                <Table.Td>{item.observation ?? '—'}</Table.Td>
                <Table.Td aria-label={t('slip.columns.checked')}>☐</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}

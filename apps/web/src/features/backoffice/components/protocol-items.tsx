import { Anchor, Stack, Text, Title } from '@mantine/core';
import { formatDate, formatMoney } from '@portal/domain';
import { useTranslation } from '../../../lib/translation';
import type { ProtocolFile, ProtocolItem } from '@portal/domain/backoffice';
import { DetailList } from './detail-list';
import classes from './protocol.module.css';

interface ProtocolItemsProps {
  items: ProtocolItem[];
  files: ProtocolFile[];
  /** Opens the image viewer on a photo. */
  onView: (file: ProtocolFile) => void;
}

const isImage = (file: ProtocolFile) => file.contentType.startsWith('image/');

/** '40 → 41 · Azul → Preto': what the warehouse sends back instead, each part only when it changes (issue 46). */
export function exchangeWanted(item: Pick<ProtocolItem, 'size' | 'colour' | 'exchangeSize' | 'exchangeColour'>) {
  const parts = [
    item.exchangeSize && item.exchangeSize !== item.size ? `${item.size} → ${item.exchangeSize}` : null,
    item.exchangeColour && item.exchangeColour !== item.colour ? `${item.colour} → ${item.exchangeColour}` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

/**
 * Each item with what was asked and the files sent for it: photos as thumbnails that open the viewer, videos and
 * invoices (PDF, XML) as downloads. Files tied to no item (older uploads) are listed after the items.
 */
export function ProtocolItems({ items, files, onView }: ProtocolItemsProps) {
  const { t } = useTranslation('backoffice');
  const filesOf = (position: number | null) => files.filter((file) => file.itemPosition === position);
  const loose = files.filter((file) => !items.some((item) => item.position === file.itemPosition));

  const thumb = (file: ProtocolFile) => (
    <button
      key={file.id}
      type="button"
      className={classes.thumb}
      onClick={() => onView(file)}
      aria-label={t('protocol.viewFile', { name: file.name, kind: t(`protocol.kinds.${file.kind}`) })}
    >
      <img src={file.url} alt="" loading="lazy" />
    </button>
  );
  const download = (file: ProtocolFile) => (
    <Anchor key={file.id} href={file.url} download={file.name} size="sm">
      {t('protocol.downloadFile', { name: file.name, kind: t(`protocol.kinds.${file.kind}`) })}
    </Anchor>
  );
  // The invoice apart from the item's photos (issue 46): a photographed NF looked like one more photo of the item.
  const fileBlock = (list: ProtocolFile[]) => {
    if (list.length === 0) {
      return (
        <Text size="sm" c="dimmed">
          {t('protocol.noFiles')}
        </Text>
      );
    }
    const evidence = list.filter((file) => file.kind !== 'invoice');
    const invoices = list.filter((file) => file.kind === 'invoice');
    return (
      <Stack gap="xs">
        {evidence.some(isImage) ? <div className={classes.thumbs}>{evidence.filter(isImage).map(thumb)}</div> : null}
        {evidence.filter((file) => !isImage(file)).map(download)}
        {invoices.length > 0 ? (
          <div className={classes.invoice} role="group" aria-label={t('protocol.invoiceFiles')}>
            <Text size="sm" fw={600} aria-hidden>
              {t('protocol.invoiceFiles')}
            </Text>
            {invoices.some(isImage) ? (
              <div className={classes.thumbs}>{invoices.filter(isImage).map(thumb)}</div>
            ) : null}
            {invoices.filter((file) => !isImage(file)).map(download)}
          </div>
        ) : null}
      </Stack>
    );
  };

  return (
    <section className={classes.section} aria-labelledby="bo-items">
      <Title order={2} size="h4" id="bo-items" mb="xs">
        {t('protocol.items')}
      </Title>
      <ol className={classes.list}>
        {items.map((item) => (
          <li key={item.position}>
            <Title order={3} size="h5" mb={4}>
              {t('protocol.itemTitle', { position: item.position, name: item.productName })}
            </Title>
            <DetailList
              rows={[
                [t('protocol.colourSize'), [item.colour, item.size].filter(Boolean).join(' · ')],
                [t('protocol.quantity'), String(item.quantity)],
                [t('protocol.value'), formatMoney(item.valueCents)],
                [t('queue.columns.reason'), [item.reasonName, item.subReasonName].filter(Boolean).join(' › ')],
                [t('protocol.resolution'), item.desireName],
                [t('protocol.exchangeWanted'), exchangeWanted(item)],
                // The shopper's own words, beside the item they are about (issue 46).
                [t('protocol.observation'), item.observation],
                [
                  t('protocol.store'),
                  item.store ? [item.store.name, item.store.city].filter(Boolean).join(', ') : null,
                ],
                [t('protocol.purchaseDate'), item.store?.purchaseDate ? formatDate(item.store.purchaseDate) : null],
              ]}
            />
            <Text size="sm" fw={600} mt="xs">
              {t('protocol.files')}
            </Text>
            {fileBlock(filesOf(item.position))}
          </li>
        ))}
      </ol>
      {loose.length > 0 ? (
        <>
          <Text size="sm" fw={600} mt="sm">
            {t('protocol.otherFiles')}
          </Text>
          {fileBlock(loose)}
        </>
      ) : null}
    </section>
  );
}

import '@mantine/core/styles/Card.css';
import { useState } from 'react';
import { Alert, Card, Group, Stack, Text, Title } from '@mantine/core';
import { missingInvoice, missingPhotos, type SelectedItem } from '@portal/domain';
import { useTranslation } from '../../../../lib/translation';
import { Trans } from '../../../../lib/translation/trans';
import { BrandText, shownText } from '../../../../components/ui/brand-text';
import { IconInfoCircle } from '../../../../components/ui/icons';
import { notifyWarning } from '../../../../lib/notify';
import type { FilePicture, PicturesByItem } from '../../lib/picture-entries';
import { ItemThumbnail } from '../item-thumbnail/item-thumbnail';
import { PictureDropzone } from '../picture-dropzone/picture-dropzone';
import { StepActions } from '../stepper/step-actions';
import { StepHeader } from '../stepper/step-header';
import classes from './product-photo-step.module.css';

/** What this step and the confirmation show to name an item: its photo, name, colour and size. */
export type ShownItem = Pick<
  SelectedItem,
  | 'UNIQUE_KEY'
  | 'produtoNome'
  | 'produtoCor'
  | 'produtoNomeShown'
  | 'produtoCorShown'
  | 'gradeTamanho'
  | 'tamanhoTroca'
  | 'thumbnail'
>;

/** What the step shows of an item; the outside-store flow passes its own items with the same fields. */
export type PhotoStepItem = ShownItem &
  Pick<SelectedItem, 'isRequiredImageToProduct' | 'ecommerce'> &
  Partial<Pick<SelectedItem, 'motivoNome' | 'desejoNome' | 'TIPO_REFATU'>>;

export interface ProductPhotoStepProps {
  items: readonly PhotoStepItem[];
  pictures: PicturesByItem;
  onAdd: (itemKey: string, files: File[], isInvoice: boolean) => void;
  onRemove: (itemKey: string, picture: FilePicture) => void;
  onNext: () => void;
  onCancel: () => void;
  onBack?: () => void;
}

type Missing = { photos: boolean; invoice: boolean };

/** The size the shopper will get: the exchange size when there is one, else the bought size (spec §2). */
export function shownSize(item: Pick<SelectedItem, 'tamanhoTroca' | 'gradeTamanho'>): string {
  return item.tamanhoTroca.trim() || item.gradeTamanho;
}

/**
 * Product and photo step (spec §2 'Protocol creation steps'): each item with its thumbnail, name, colour and size,
 * an upload area for photos when its reason requires images and, outside the online store, one for invoice files.
 * Next checks spec §5: at least one photo where required, at least one invoice file outside the online store.
 */
export function ProductPhotoStep({
  items,
  pictures,
  onAdd,
  onRemove,
  onNext,
  onCancel,
  onBack,
}: ProductPhotoStepProps) {
  const { t } = useTranslation(['request', 'validation']);
  const [checked, setChecked] = useState(false);

  const missingOf = (item: PhotoStepItem): Missing => {
    const list = pictures[item.UNIQUE_KEY] ?? [];
    return { photos: missingPhotos(item, list), invoice: missingInvoice(item, list) };
  };

  const next = () => {
    setChecked(true);
    const missing = items.map(missingOf);
    const photos = missing.some((entry) => entry.photos);
    const invoice = missing.some((entry) => entry.invoice);
    if (photos) notifyWarning(t('validation:photoRequired'));
    if (invoice) notifyWarning(t('validation:invoiceRequired'));
    if (!photos && !invoice) onNext();
  };

  return (
    <Stack gap="md">
      <StepHeader
        title={t('request:product.title')}
        // Items bought outside the online store also need their invoice files (spec §2, 'Documents').
        intro={t(items.some((item) => !item.ecommerce) ? 'request:product.introWithInvoices' : 'request:product.intro')}
      />
      {items.map((item) => {
        const list = pictures[item.UNIQUE_KEY] ?? [];
        const missing = checked ? missingOf(item) : { photos: false, invoice: false };
        const needsUploads = item.isRequiredImageToProduct || !item.ecommerce;
        // Plain text where no markup can go (labels, alt); the visible name carries its language (ADR 0032).
        const name = shownText(item.produtoNome, item.produtoNomeShown).text;
        return (
          <Card key={item.UNIQUE_KEY} withBorder radius="md" padding="md" component="section" aria-label={name}>
            <Group align="flex-start" wrap="nowrap" gap="md">
              <ItemThumbnail src={item.thumbnail} alt={t('request:product.thumbnailAlt', { name })} size="md" />
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Title order={3} size="h5" className={classes.name}>
                  <BrandText name={item.produtoNome} shown={item.produtoNomeShown} />
                </Title>
                <Text size="sm">
                  <ItemColour item={item} />
                </Text>
                <Text size="sm">
                  {item.tamanhoTroca.trim()
                    ? t('request:item.exchangeSize', { size: shownSize(item) })
                    : t('request:item.size', { size: shownSize(item) })}
                </Text>
                {item.motivoNome ? (
                  <Text size="sm" c="dimmed">
                    {t('request:item.reason', { reason: item.motivoNome })}
                  </Text>
                ) : null}
                {item.desejoNome ? (
                  <Text size="sm" c="dimmed">
                    {t('request:item.desire', { desire: item.desejoNome })}
                  </Text>
                ) : null}
              </Stack>
            </Group>
            {item.TIPO_REFATU === 'S' ? (
              <Alert mt="sm" variant="light" color="blue" icon={<IconInfoCircle size={18} aria-hidden="true" />} p="xs">
                <Text size="sm">{t('request:notices.previousExchange')}</Text>
              </Alert>
            ) : null}
            {needsUploads ? (
              <Stack gap="md" mt="md">
                {item.isRequiredImageToProduct ? (
                  <PictureDropzone
                    kind="photo"
                    pictures={list}
                    itemName={name}
                    required
                    onAdd={(files) => onAdd(item.UNIQUE_KEY, files, false)}
                    onRemove={(picture) => onRemove(item.UNIQUE_KEY, picture)}
                    error={missing.photos ? t('validation:photoRequired') : null}
                  />
                ) : null}
                {!item.ecommerce ? (
                  <PictureDropzone
                    kind="invoice"
                    pictures={list}
                    itemName={name}
                    required
                    onAdd={(files) => onAdd(item.UNIQUE_KEY, files, true)}
                    onRemove={(picture) => onRemove(item.UNIQUE_KEY, picture)}
                    error={missing.invoice ? t('validation:invoiceRequired') : null}
                  />
                ) : null}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed" mt="sm">
                {t('request:product.noDocuments')}
              </Text>
            )}
          </Card>
        );
      })}
      <StepActions onCancel={onCancel} onBack={onBack} onNext={next} />
    </Stack>
  );
}

/** 'Colour: …' with the colour as the brand names it, marked when in another language than the page's (ADR 0032). */
export function ItemColour({ item }: { item: Pick<ShownItem, 'produtoCor' | 'produtoCorShown'> }) {
  const { t } = useTranslation('request');
  return (
    <Trans
      t={t}
      i18nKey="item.colour"
      components={{ colour: <BrandText name={item.produtoCor} shown={item.produtoCorShown} /> }}
    />
  );
}

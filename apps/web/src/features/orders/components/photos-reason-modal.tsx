import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { IconAlertTriangle } from '../../../components/ui/icons';

/** What the dialog names of a sidebar item (stored items are read back loosely, so every field may be missing). */
export interface SelectionSummary {
  UNIQUE_KEY: string;
  produtoNome?: string;
  produtoCor?: string;
  gradeTamanho?: string;
}

export interface PhotosReasonConfirmation {
  opened: boolean;
  /** The reason the shopper picked, as shown in the reason field. */
  reasonName: string;
  /** The sidebar items that would leave the selection. */
  items: readonly SelectionSummary[];
  confirm: () => void;
  cancel: () => void;
}

/**
 * Asked before a photos-required reason is taken (issue 11, spec §4): that reason sends this item alone to
 * confirmation, so the items already in the sidebar leave it. The dialog names them; 'Cancel' (the safe choice, with
 * the focus) keeps the previous reason and the selection, Escape and the close button mean cancel too.
 */
export function PhotosReasonModal({
  confirmation,
  onExited,
}: {
  confirmation: PhotosReasonConfirmation;
  /** Called once the closing transition has ended (see MountWhileOpen). */
  onExited?: () => void;
}) {
  const { t } = useTranslation('orders');
  const { opened, reasonName, items, confirm, cancel } = confirmation;
  return (
    <Modal
      opened={opened}
      onClose={cancel}
      onExitTransitionEnd={onExited}
      centered
      title={
        <Group gap="xs" wrap="nowrap" component="span">
          <IconAlertTriangle size={20} aria-hidden="true" color="var(--mantine-color-orange-8)" />
          <span>{t('photosReason.title')}</span>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      data-testid="photos-reason-modal"
    >
      <Stack gap="md">
        <Text size="sm">{t('photosReason.text', { reason: reasonName, count: items.length })}</Text>
        <List size="sm" spacing={4} aria-label={t('photosReason.listLabel', { count: items.length })}>
          {items.map((item) => (
            <List.Item key={item.UNIQUE_KEY}>
              {t('photosReason.item', { name: item.produtoNome, size: item.gradeTamanho, colour: item.produtoCor })}
            </List.Item>
          ))}
        </List>
        <Text size="sm">{t('photosReason.question')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} data-autofocus>
            {t('photosReason.cancel')}
          </Button>
          <Button onClick={confirm}>{t('photosReason.confirm')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

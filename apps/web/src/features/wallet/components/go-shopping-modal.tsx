import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { IconExternalLink } from '../icons';
import { WalletModal } from './wallet-modal';

export interface GoShoppingModalProps {
  opened: boolean;
  onClose: () => void;
  /** The brand's settings message (SCO_MSG_COMPRAS), when it has one. */
  message: string | null | undefined;
  shopUrl: string;
  /** Called once the closing transition has ended (see MountWhileOpen). */
  onExitTransitionEnd?: () => void;
}

/** Spec §2 'Go-shopping message, opening the brand site': the message, then the shop in a new tab. */
export function GoShoppingModal({ opened, onClose, message, shopUrl, onExitTransitionEnd }: GoShoppingModalProps) {
  const { t } = useTranslation(['wallet', 'common']);
  return (
    <WalletModal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      title={t('wallet:goShopping.title')}
    >
      <Stack gap="md">
        <Text size="sm">{message?.trim() || t('wallet:goShopping.text')}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('wallet:goShopping.cancel')}
          </Button>
          <Button
            component="a"
            href={shopUrl}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onClose}
            rightSection={<IconExternalLink size={16} aria-hidden="true" />}
          >
            {t('wallet:goShopping.go')}
            <VisuallyHidden> {t('common:footer.opensInNewTab')}</VisuallyHidden>
          </Button>
        </Group>
      </Stack>
    </WalletModal>
  );
}

import type { ReactNode } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import { IconAlertTriangle } from '../../../components/ui/icons';

export interface NoticeModalProps {
  opened: boolean;
  onClose: () => void;
  /** Called once the closing transition has ended (see MountWhileOpen). */
  onExited?: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The order card's blocking and informative modals (spec §2 'Modals and alerts'): missing delivery date, marketplace,
 * out of deadline, second exchange, empty stock. Focus goes to OK and back to the field that opened it on close.
 */
export function NoticeModal({ opened, onClose, onExited, title, children }: NoticeModalProps) {
  const { t } = useTranslation('orders');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      centered
      title={
        <Group gap="xs" wrap="nowrap" component="span">
          <IconAlertTriangle size={20} aria-hidden="true" color="var(--mantine-color-orange-8)" />
          <span>{title}</span>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('modal.close') }}
      data-testid="notice-modal"
    >
      <Stack gap="md">
        <Text component="div" size="sm">
          {children}
        </Text>
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {t('modal.ok')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

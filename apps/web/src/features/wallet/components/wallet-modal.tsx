import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';

export interface WalletModalProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Called once the closing transition has ended (see MountWhileOpen). */
  onExitTransitionEnd?: () => void;
}

/** The wallet's dialogs: centred, titled, with a close button named in the shopper's language. */
export function WalletModal({ opened, onClose, title, children, onExitTransitionEnd }: WalletModalProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExitTransitionEnd}
      centered
      title={title}
      closeButtonProps={{ 'aria-label': t('alert.close') }}
    >
      {children}
    </Modal>
  );
}

import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from '../../../lib/translation';
import classes from './auth-dialogs.module.css';

interface AuthDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** Called once the closing fade is over: the page opens the next dialog only then, so two never overlap. */
  onClosed?: () => void;
  children: ReactNode;
}

/** The frame of the login dialogs (quick access, verify code), so both look and close alike. */
export function AuthDialog({ opened, onClose, title, onClosed, children }: AuthDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      radius="lg"
      size="md"
      classNames={{ title: classes.dialogTitle }}
      // The page puts the focus back itself (onClosed): Mantine's return would aim at the dialog that opened this one.
      returnFocus={false}
      onExitTransitionEnd={onClosed}
      closeButtonProps={{ 'aria-label': t('alert.close') }}
    >
      {children}
    </Modal>
  );
}

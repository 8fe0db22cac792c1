import type { ReactNode } from 'react';
import { Modal } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './auth-dialogs.module.css';

interface AuthDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** False when the dialog closes to hand over to another dialog, which takes the focus instead. */
  returnFocus?: boolean;
  children: ReactNode;
}

/** The frame of the login dialogs (quick access, verify code), so both look and close alike. */
export function AuthDialog({ opened, onClose, title, returnFocus = true, children }: AuthDialogProps) {
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
      returnFocus={returnFocus}
      closeButtonProps={{ 'aria-label': t('alert.close') }}
    >
      {children}
    </Modal>
  );
}

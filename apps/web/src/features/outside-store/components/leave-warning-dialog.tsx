import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { Blocker } from 'react-router';
import { useTranslation } from '../../../lib/translation';
import { IconAlertTriangle } from '../../../components/ui/icons';

/**
 * Asked when the shopper would leave the outside-store flow with files chosen and not sent: 'Stay' (the safe choice,
 * with the focus; Escape and the close button mean stay too) keeps her on the step with her files.
 */
export function LeaveWarningDialog({ blocker, count }: { blocker: Blocker; count: number }) {
  const { t } = useTranslation('outside-store');
  const stay = () => blocker.reset?.();
  // The count as asked: after 'leave' the flow and its files are gone (0) while the dialog is still fading out.
  const [shown, setShown] = useState(count);
  if (count > 0 && count !== shown) setShown(count);
  return (
    <Modal
      opened={blocker.state === 'blocked'}
      onClose={stay}
      centered
      title={
        <Group gap="xs" wrap="nowrap" component="span">
          <IconAlertTriangle size={20} aria-hidden="true" color="var(--mantine-color-orange-8)" />
          <span>{t('leave.title')}</span>
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('leave.close') }}
      data-testid="leave-warning"
    >
      <Stack gap="md">
        <Text size="sm">{t('leave.text', { count: shown })}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => blocker.proceed?.()}>
            {t('leave.leave')}
          </Button>
          <Button onClick={stay} data-autofocus>
            {t('leave.stay')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

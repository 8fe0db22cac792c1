import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { useTranslation } from '../../../../lib/translation';
import { IconArrowLeft, IconArrowRight } from '../../icons';

export interface StepActionsProps {
  onCancel: () => void;
  onBack?: () => void;
  onNext?: () => void;
  /** Defaults to 'Continuar'. */
  nextLabel?: ReactNode;
  nextIcon?: ReactNode;
  nextLoading?: boolean;
  nextDisabled?: boolean;
  /** Everything is held while a request is in flight. */
  busy?: boolean;
  /** The next button submits the surrounding form instead of calling onNext. */
  nextType?: 'button' | 'submit';
}

/** The buttons under every step: cancel on the left, back and next on the right. */
export function StepActions({
  onCancel,
  onBack,
  onNext,
  nextLabel,
  nextIcon,
  nextLoading,
  nextDisabled,
  busy,
  nextType = 'button',
}: StepActionsProps) {
  const { t } = useTranslation('request');
  return (
    // On a narrow screen the buttons wrap with back and next above cancel, the main action first.
    <Group justify="space-between" gap="sm" mt="sm" wrap="wrap-reverse">
      <Button variant="subtle" color="gray" c={busy ? undefined : 'gray.8'} onClick={onCancel} disabled={busy}>
        {t('actions.cancel')}
      </Button>
      <Group gap="sm" wrap="nowrap">
        {onBack ? (
          <Button
            variant="default"
            onClick={onBack}
            disabled={busy}
            leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
          >
            {t('actions.back')}
          </Button>
        ) : null}
        {onNext || nextType === 'submit' ? (
          <Button
            type={nextType}
            onClick={nextType === 'submit' ? undefined : onNext}
            loading={nextLoading}
            disabled={nextDisabled || (busy && !nextLoading)}
            rightSection={nextIcon ?? <IconArrowRight size={16} aria-hidden="true" />}
          >
            {nextLabel ?? t('actions.next')}
          </Button>
        ) : null}
      </Group>
    </Group>
  );
}

import { useEffect, useEffectEvent, useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { ALERT_HIDE_DELAY_MS } from '@portal/domain';
import { useTranslation } from '../../lib/translation';
import { useNavigate } from 'react-router';
import { isRedirectPath } from '../../lib/navigation';
import { ALERT_VARIANTS, type AlertMessageOptions } from './alert-variants';

/** A banner's hideDelay defaults to ALERT_HIDE_DELAY_MS. */
export interface AlertBannerProps extends AlertMessageOptions {
  /** Whether the banner has its own close button. */
  withCloseButton?: boolean;
}

/**
 * The inline alert of spec §2/§4: variant, title, message, optional OK button, auto-hide and redirect-on-close.
 * Mount it to show it (render it conditionally or change its `key` to show it again).
 */
export function AlertBanner({
  variant,
  message,
  title,
  hideDelay = ALERT_HIDE_DELAY_MS,
  withOkButton = false,
  redirectTo,
  onClose,
  withCloseButton = true,
}: AlertBannerProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const [open, setOpen] = useState(true);
  const look = ALERT_VARIANTS[variant];

  const close = () => {
    setOpen(false);
    onClose?.();
    if (isRedirectPath(redirectTo)) void navigate(redirectTo);
  };
  const closeOnTimeout = useEffectEvent(close);

  useEffect(() => {
    if (!open || hideDelay === false) return;
    const timer = setTimeout(() => closeOnTimeout(), hideDelay);
    return () => clearTimeout(timer);
  }, [open, hideDelay]);

  if (!open) return null;

  return (
    <Alert
      variant="light"
      color={look.color}
      role={look.role}
      title={title ?? t(look.titleKey)}
      icon={<look.Icon size={20} aria-hidden="true" />}
      withCloseButton={withCloseButton}
      closeButtonLabel={t('alert.close')}
      onClose={close}
      data-variant={variant}
      // The variant's light colour on its tint is below 4.5:1 for green and orange; the icon carries the colour.
      styles={{ title: { color: 'var(--mantine-color-gray-9)' } }}
    >
      <Text size="sm" component="div">
        {message}
      </Text>
      {withOkButton ? (
        <Group justify="flex-end" mt="sm">
          <Button size="xs" onClick={close}>
            {t('alert.ok')}
          </Button>
        </Group>
      ) : null}
    </Alert>
  );
}

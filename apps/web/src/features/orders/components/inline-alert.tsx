import type { ReactNode } from 'react';
import { Alert, Button, Stack, Text, type MantineSpacing } from '@mantine/core';
import { ALERT_VARIANTS, type AlertVariant } from '../../../components/ui/alert-variants';
import { IconRefresh } from '../../../components/ui/icons';

// The variant's light colour on its tint is below 4.5:1 for green and orange; the icon carries the colour.
const darkTitle = { title: { color: 'var(--mantine-color-gray-9)' } };

export interface InlineAlertProps {
  variant: AlertVariant;
  title: ReactNode;
  children: ReactNode;
  mb?: MantineSpacing;
  'data-testid'?: string;
}

/**
 * A note on the home page that stays while its cause lasts: unlike the app's AlertBanner it has no close button and
 * no timer. It takes the variant's colour and icon only; the role stays Mantine's `alert` for every variant.
 */
export function InlineAlert({ variant, title, children, ...boxProps }: InlineAlertProps) {
  const { color, Icon } = ALERT_VARIANTS[variant];
  return (
    <Alert
      color={color}
      variant="light"
      title={title}
      icon={<Icon size={18} aria-hidden="true" />}
      styles={darkTitle}
      {...boxProps}
    >
      {children}
    </Alert>
  );
}

export interface RetryAlertProps extends Omit<InlineAlertProps, 'children'> {
  message: ReactNode;
  retryLabel: string;
  onRetry: () => void;
}

/** A load that failed (or gave up): what is missing and a button to load it again. */
export function RetryAlert({ message, retryLabel, onRetry, ...alertProps }: RetryAlertProps) {
  return (
    <InlineAlert {...alertProps}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden="true" />}
          onClick={() => onRetry()}
        >
          {retryLabel}
        </Button>
      </Stack>
    </InlineAlert>
  );
}

import type { MantineColor } from '@mantine/core';
import type { ReactNode } from 'react';
import { IconAlertTriangle, IconCheck, IconInfoCircle, IconX } from './icons';

/** Spec §2/§8: alerts and toasts come in four variants, titled Success / Error / Notice / Information. */
export type AlertVariant = 'success' | 'error' | 'warning' | 'info';

export const ALERT_VARIANTS = {
  success: { color: 'green', Icon: IconCheck, titleKey: 'common:alert.success', role: 'status' },
  error: { color: 'red', Icon: IconX, titleKey: 'common:alert.error', role: 'alert' },
  warning: { color: 'orange', Icon: IconAlertTriangle, titleKey: 'common:alert.warning', role: 'alert' },
  info: { color: 'blue', Icon: IconInfoCircle, titleKey: 'common:alert.info', role: 'status' },
} as const satisfies Record<
  AlertVariant,
  { color: MantineColor; Icon: unknown; titleKey: string; role: 'alert' | 'status' }
>;

/** What a banner and a toast both say and do (spec §8); each adds its own options. */
export interface AlertMessageOptions {
  variant: AlertVariant;
  message: ReactNode;
  /** Defaults to the translated variant title: Success / Error / Notice / Information (spec §8). */
  title?: ReactNode;
  /** Milliseconds before it closes itself; `false` keeps it until closed. Each kind has its own default. */
  hideDelay?: number | false;
  /** Shows an OK button that closes it. */
  withOkButton?: boolean;
  /** In-app path (starting with '/') opened when it closes, however it closes (spec §4). */
  redirectTo?: string;
  /** Called once when it closes (auto-hide, OK or the close button). */
  onClose?: () => void;
}

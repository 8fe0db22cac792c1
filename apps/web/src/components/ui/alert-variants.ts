import type { MantineColor } from '@mantine/core';
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

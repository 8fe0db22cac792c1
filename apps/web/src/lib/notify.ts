import { createElement, type ReactNode } from 'react';
import { notifications } from '@mantine/notifications';
import { INFO_TOAST_DELAY_MS, TOAST_DELAY_MS } from '@portal/domain';
import { ALERT_VARIANTS, type AlertMessageOptions, type AlertVariant } from '../components/ui/alert-variants';
import { ToastBody } from '../components/ui/toast-body';
import { i18n } from './i18n';
import { isRedirectPath, navigateTo } from './navigation';

export type { AlertVariant };

/** A toast's hideDelay defaults by variant (spec §9). */
export interface NotifyOptions extends AlertMessageOptions {
  /** A fixed id shows the toast once even if several callers raise it together (e.g. the session warning). */
  id?: string;
}

export function defaultToastDelay(variant: AlertVariant): number {
  return variant === 'info' ? INFO_TOAST_DELAY_MS : TOAST_DELAY_MS;
}

/** Shows a toast; returns its id (for `dismissNotification`). */
export function notify(options: NotifyOptions): string {
  const { variant, message, title, hideDelay, withOkButton, redirectTo, id, onClose } = options;
  const look = ALERT_VARIANTS[variant];
  const notificationId = id ?? `notify-${Math.random().toString(36).slice(2)}`;

  const body = withOkButton
    ? createElement(ToastBody, {
        message,
        okLabel: i18n.t('common:alert.ok'),
        onOk: () => notifications.hide(notificationId),
      })
    : message;

  notifications.show({
    id: notificationId,
    title: title ?? i18n.t(look.titleKey),
    message: body,
    color: look.color,
    icon: createElement(look.Icon, { size: 18, 'aria-hidden': true }),
    role: look.role,
    autoClose: hideDelay === undefined ? defaultToastDelay(variant) : hideDelay,
    closeButtonProps: { 'aria-label': i18n.t('common:alert.close') },
    'data-variant': variant,
    onClose: () => {
      onClose?.();
      if (isRedirectPath(redirectTo)) navigateTo(redirectTo);
    },
  });
  return notificationId;
}

type Shortcut = (message: ReactNode, options?: Omit<NotifyOptions, 'variant' | 'message'>) => string;

export const notifySuccess: Shortcut = (message, options) => notify({ ...options, variant: 'success', message });
export const notifyError: Shortcut = (message, options) => notify({ ...options, variant: 'error', message });
export const notifyWarning: Shortcut = (message, options) => notify({ ...options, variant: 'warning', message });
export const notifyInfo: Shortcut = (message, options) => notify({ ...options, variant: 'info', message });

export function dismissNotification(id: string): void {
  notifications.hide(id);
}

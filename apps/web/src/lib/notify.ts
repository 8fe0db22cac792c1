import { createElement, type ReactNode } from 'react';
import { notifications, notificationsStore } from '@mantine/notifications';
import { INFO_TOAST_DELAY_MS, TOAST_DELAY_MS } from '@portal/domain';
import { ALERT_VARIANTS, type AlertMessageOptions, type AlertVariant } from '../components/ui/alert-variants';
import { ToastBody } from '../components/ui/toast-body';
import { i18n } from './i18n';
import { isRedirectPath, navigateTo } from './navigation';

export type { AlertVariant };

/** A toast's hideDelay defaults by variant (spec §9). */
export interface NotifyOptions extends AlertMessageOptions {
  /**
   * The toast's kind ('verify-code-warning', 'session-expired'…); defaults to the variant. `dismissNotification(kind)`
   * takes it away once the problem is fixed, and `isNotificationShown(kind)` tells whether it is still on screen.
   */
  id?: string;
  /** Kept when the page changes: for a message that explains the move itself (the session ended, so /login). */
  keepOnPageChange?: boolean;
}

interface ShownToast {
  /** Mantine's id of the toast now on screen for this kind: a fresh one each time, so its timer starts afresh. */
  toastId: string;
  keepOnPageChange: boolean;
}

const shownByKind = new Map<string, ShownToast>();
let toastSerial = 0;

/** Takes a toast off the screen without running its onClose (no redirect: the shopper did not close it). */
function removeQuietly(kind: string): void {
  const shown = shownByKind.get(kind);
  if (!shown) return;
  shownByKind.delete(kind);
  notifications.updateState(notificationsStore, (list) => list.filter((toast) => toast.id !== shown.toastId));
}

export function defaultToastDelay(variant: AlertVariant): number {
  return variant === 'info' ? INFO_TOAST_DELAY_MS : TOAST_DELAY_MS;
}

/**
 * Shows a toast in place of whatever toast was on screen, of any kind: one message at a time (issue 23 item 10),
 * so toasts never pile up over the page and its controls, and the newest says what matters now. Returns its kind
 * (for `dismissNotification`).
 */
export function notify(options: NotifyOptions): string {
  const {
    variant,
    message,
    title,
    hideDelay,
    withOkButton,
    redirectTo,
    id,
    keepOnPageChange = false,
    onClose,
  } = options;
  const look = ALERT_VARIANTS[variant];
  const kind = id ?? variant;
  for (const shownKind of [...shownByKind.keys()]) removeQuietly(shownKind);
  toastSerial += 1;
  const notificationId = `toast-${kind}-${toastSerial}`;
  shownByKind.set(kind, { toastId: notificationId, keepOnPageChange });

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
      if (shownByKind.get(kind)?.toastId === notificationId) shownByKind.delete(kind);
      onClose?.();
      if (isRedirectPath(redirectTo)) navigateTo(redirectTo);
    },
  });
  return kind;
}

type Shortcut = (message: ReactNode, options?: Omit<NotifyOptions, 'variant' | 'message'>) => string;

export const notifySuccess: Shortcut = (message, options) => notify({ ...options, variant: 'success', message });
export const notifyError: Shortcut = (message, options) => notify({ ...options, variant: 'error', message });
export const notifyWarning: Shortcut = (message, options) => notify({ ...options, variant: 'warning', message });
export const notifyInfo: Shortcut = (message, options) => notify({ ...options, variant: 'info', message });

/** Whether a toast of this kind is on screen (a caller may leave a more precise one of the same kind in place). */
export function isNotificationShown(kind: string): boolean {
  const shown = shownByKind.get(kind);
  if (!shown) return false;
  // The store is the truth: a `notifications.clean()` elsewhere empties it without telling this map.
  const { notifications: onScreen, queue } = notificationsStore.getState();
  return [...onScreen, ...queue].some((toast) => toast.id === shown.toastId);
}

/** Takes away the toast of this kind, if one is shown: its problem is fixed (no redirect, no onClose). */
export function dismissNotification(kind: string): void {
  removeQuietly(kind);
}

/**
 * Called when the page changes: a toast belongs to the page that raised it ('new code sent' must not follow the
 * shopper onto Home), except the ones raised to explain the move.
 */
export function clearPageToasts(): void {
  for (const [kind, shown] of [...shownByKind]) {
    if (!shown.keepOnPageChange) removeQuietly(kind);
  }
}

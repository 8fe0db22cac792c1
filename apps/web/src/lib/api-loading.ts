import { createElement } from 'react';
import { notifications } from '@mantine/notifications';
import { i18n } from './i18n';

/**
 * One shared, quiet "loading" toast for all requests in flight (spec §4). It appears only when something has been
 * pending for LOADING_TOAST_DELAY_MS, so quick calls never flash, and it goes away when the last request settles.
 */
export const LOADING_TOAST_DELAY_MS = 300;
export const LOADING_TOAST_ID = 'api-loading';

let pending = 0;
let timer: ReturnType<typeof setTimeout> | undefined;
let shown = false;

function show() {
  timer = undefined;
  if (pending === 0) return;
  shown = true;
  notifications.show({
    id: LOADING_TOAST_ID,
    loading: true,
    message: createElement('span', null, i18n.t('common:api.loading')),
    autoClose: false,
    withCloseButton: false,
    allowClose: false,
    // A polite status, not an alert: screen readers should not be interrupted for every request.
    role: 'status',
    'aria-live': 'polite',
    position: 'bottom-center',
    radius: 'xl',
    withBorder: true,
    w: 'auto',
    maw: 260,
    mx: 'auto',
  });
}

/** Marks a request as started; returns the function that marks it settled (call it exactly once). */
export function trackLoading(): () => void {
  pending += 1;
  if (pending === 1 && !shown && timer === undefined) timer = setTimeout(show, LOADING_TOAST_DELAY_MS);
  let settled = false;
  return () => {
    if (settled) return;
    settled = true;
    pending -= 1;
    if (pending > 0) return;
    if (timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
    if (shown) {
      shown = false;
      notifications.hide(LOADING_TOAST_ID);
    }
  };
}

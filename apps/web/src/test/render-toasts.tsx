import { act, render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { i18n, i18nReady } from '../lib/i18n';
import { baseTheme } from '../lib/theme';

/** Renders the toast container as the app does (without transitions), in the given language. */
export async function renderToasts(language: 'pt' | 'en' | 'es' = 'pt') {
  await i18nReady;
  await i18n.changeLanguage(language);
  await i18n.loadNamespaces('common');
  return render(
    <MantineProvider theme={baseTheme} env="test">
      <Notifications />
    </MantineProvider>,
  );
}

export function clearToasts() {
  act(() => {
    notifications.clean();
  });
}

/** The visible toasts, as the shopper would read them. */
export function toastElements(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('.mantine-Notification-root')];
}

/** Messages of the toasts that are open (not closing): Mantine keeps a closing toast in the DOM for its exit. */
export function openToastMessages(): string[] {
  return notificationsStore.getState().notifications.map((toast) => String(toast.message));
}

/** How long a closing toast stays in the DOM (the exit transition). */
export const TOAST_EXIT_MS = 500;

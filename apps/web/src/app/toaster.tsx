import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain';

/**
 * On a phone a toast at the bottom covered a dialog's actions (Entrar, Cancelar) and the form's Continuar (issue 23
 * item 10): at the top it covers at most a dialog's title, never a control the shopper needs to act on the message.
 */
export const PHONE_TOAST_POSITION = 'top-center';
export const WIDE_TOAST_POSITION = 'top-right';

/**
 * The toast container. Loaded right after start-up in its own chunk: `notify()` only writes to Mantine's store,
 * so toasts raised before this arrives are shown as soon as it mounts. `notify()` shows one message at a time, and
 * the limit of one holds it for any toast raised around it.
 */
export default function Toaster() {
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
  return <Notifications position={phone ? PHONE_TOAST_POSITION : WIDE_TOAST_POSITION} limit={1} zIndex={1000} />;
}

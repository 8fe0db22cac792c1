import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { MOBILE_BREAKPOINT_PX } from '@portal/domain';

/** On a phone a dialog fills the width from near the top: toasts there would hide its title, so they sit at the bottom. */
export const PHONE_TOAST_POSITION = 'bottom-center';
export const WIDE_TOAST_POSITION = 'top-right';

/**
 * The toast container. Loaded right after start-up in its own chunk: `notify()` only writes to Mantine's store,
 * so toasts raised before this arrives are shown as soon as it mounts. `notify()` keeps one toast per kind, and the
 * limit keeps even different kinds from covering the page.
 */
export default function Toaster() {
  const phone = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT_PX - 0.02}px)`) ?? false;
  return (
    <Notifications position={phone ? PHONE_TOAST_POSITION : WIDE_TOAST_POSITION} limit={phone ? 2 : 3} zIndex={1000} />
  );
}

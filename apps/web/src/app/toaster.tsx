import { Notifications } from '@mantine/notifications';

/**
 * The toast container. Loaded right after start-up in its own chunk: `notify()` only writes to Mantine's store,
 * so toasts raised before this arrives are shown as soon as it mounts.
 */
export default function Toaster() {
  return <Notifications position="top-right" limit={5} zIndex={1000} />;
}

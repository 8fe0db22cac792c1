import { useEffect } from 'react';
import { ModalsProvider } from '@mantine/modals';
import { replayPendingModalEvents } from './pending-modal-events';

/**
 * Mantine's modals manager, mounted beside the app (not around it) on the first `modals.*` call: Modal brings
 * ScrollArea, focus trap and scroll lock, which the first page does not need. Open modals with the static API
 * (`modals.open`, `modals.openConfirmModal` from '@mantine/modals'); the `useModals()` hook is not available.
 * Context modals are registered here: <ModalsProvider modals={{ name: Component }} />.
 */
export default function ModalsHost() {
  // Runs after ModalsProvider's own layout effect has added its listeners.
  useEffect(() => {
    replayPendingModalEvents();
  }, []);
  return <ModalsProvider />;
}

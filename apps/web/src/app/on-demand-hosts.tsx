import { lazy, Suspense, useEffect, useState } from 'react';
import { useNotifications } from '@mantine/notifications';
import { holdModalEvent } from './pending-modal-events';

const Toaster = lazy(() => import('./toaster'));
const ModalsHost = lazy(() => import('./modals-host'));

/** Events of `modals.*` from '@mantine/modals' (its ModalsProvider listens to `mantine-modals:<name>` on window). */
const MODAL_EVENTS = [
  'openModal',
  'openConfirmModal',
  'openContextModal',
  'closeModal',
  'closeContextModal',
  'closeAllModals',
  'updateModal',
  'updateContextModal',
].map((name) => `mantine-modals:${name}`);

/**
 * Mounts the toast container and the modals manager only when first needed, so the first page does not carry
 * them (their JS is a good part of the 180 kB budget): the toaster when a toast is raised, the modals manager
 * when a `modals.*` call happens (that call is held and replayed once the manager listens).
 */
export function OnDemandHosts() {
  const { notifications } = useNotifications();
  const [toasterNeeded, setToasterNeeded] = useState(false);
  const [modalsNeeded, setModalsNeeded] = useState(false);

  if (!toasterNeeded && notifications.length > 0) setToasterNeeded(true);

  useEffect(() => {
    if (modalsNeeded) return;
    const hold = (event: Event) => {
      holdModalEvent(event as CustomEvent);
      setModalsNeeded(true);
    };
    for (const type of MODAL_EVENTS) window.addEventListener(type, hold);
    return () => {
      for (const type of MODAL_EVENTS) window.removeEventListener(type, hold);
    };
  }, [modalsNeeded]);

  return (
    <>
      {toasterNeeded ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
      {modalsNeeded ? (
        <Suspense fallback={null}>
          <ModalsHost />
        </Suspense>
      ) : null}
    </>
  );
}

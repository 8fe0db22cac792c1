import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsomorphicEffect } from '@mantine/hooks';
import { EMPTY_VALUES, type OutsideStoreItem, type OutsideStoreValues } from '../lib/outside-store-form';
import { clearOutsideStoreDraft, readOutsideStoreDraft, writeOutsideStoreDraft } from '../lib/outside-store-storage';

/**
 * The outside-store page's items and form, restored from session storage and stored as they change, until `forget`
 * (protocol created, cancel). Restored after the first render, not during it: the server's HTML (and the hydrating
 * render that must match it) has no session storage. A layout effect in the browser, so the restored page is the
 * first one painted; `restored` says when it happened. `lostFiles` counts the files a reload dropped (issue 46).
 */
export function useOutsideStoreDraft(identity: string | null, pendingFiles: number) {
  const [items, setItems] = useState<OutsideStoreItem[]>([]);
  const [values, setValues] = useState<OutsideStoreValues>(EMPTY_VALUES);
  const [base, setBase] = useState<OutsideStoreValues>(EMPTY_VALUES);
  const [restored, setRestored] = useState(false);
  // Files chosen before the page was reloaded: gone with it (issue 46), so the restored page says so.
  const [lostFiles, setLostFiles] = useState(0);
  const forgotten = useRef(false);

  useIsomorphicEffect(() => {
    const draft = readOutsideStoreDraft(identity);
    setItems(draft.items);
    setValues(draft.values);
    setBase(draft.base);
    setLostFiles(draft.pendingFiles);
    setRestored(true);
  }, [identity]);

  // Nothing is written before the restore (it would wipe what is about to be read) nor after forget.
  useEffect(() => {
    if (restored && !forgotten.current) writeOutsideStoreDraft(identity, { items, values, base, pendingFiles });
  }, [restored, identity, items, values, base, pendingFiles]);

  const forget = useCallback(() => {
    forgotten.current = true;
    clearOutsideStoreDraft(identity);
  }, [identity]);

  // Files chosen again replace the lost ones: the notice has said what it had to (adjusted while rendering).
  if (pendingFiles > 0 && lostFiles > 0) setLostFiles(0);
  const lostShown = pendingFiles > 0 ? 0 : lostFiles;

  return {
    items,
    setItems,
    values,
    setValues,
    base,
    setBase,
    restored,
    forget,
    lostFiles: lostShown,
    dismissLostFiles: () => setLostFiles(0),
  };
}

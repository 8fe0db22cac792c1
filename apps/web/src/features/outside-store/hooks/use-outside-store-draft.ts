import { useCallback, useEffect, useRef, useState } from 'react';
import { useIsomorphicEffect } from '@mantine/hooks';
import { EMPTY_VALUES, type OutsideStoreItem, type OutsideStoreValues } from '../lib/outside-store-form';
import { clearOutsideStoreDraft, readOutsideStoreDraft, writeOutsideStoreDraft } from '../lib/outside-store-storage';

/**
 * The outside-store page's items and form, restored from session storage and stored as they change, until `forget`
 * (protocol created, cancel). Restored after the first render, not during it: the server's HTML (and the hydrating
 * render that must match it) has no session storage. A layout effect in the browser, so the restored page is the
 * first one painted; `restored` says when it happened.
 */
export function useOutsideStoreDraft(identity: string | null) {
  const [items, setItems] = useState<OutsideStoreItem[]>([]);
  const [values, setValues] = useState<OutsideStoreValues>(EMPTY_VALUES);
  const [base, setBase] = useState<OutsideStoreValues>(EMPTY_VALUES);
  const [restored, setRestored] = useState(false);
  const forgotten = useRef(false);

  useIsomorphicEffect(() => {
    const draft = readOutsideStoreDraft(identity);
    setItems(draft.items);
    setValues(draft.values);
    setBase(draft.base);
    setRestored(true);
  }, [identity]);

  // Nothing is written before the restore (it would wipe what is about to be read) nor after forget.
  useEffect(() => {
    if (restored && !forgotten.current) writeOutsideStoreDraft(identity, { items, values, base });
  }, [restored, identity, items, values, base]);

  const forget = useCallback(() => {
    forgotten.current = true;
    clearOutsideStoreDraft(identity);
  }, [identity]);

  return { items, setItems, values, setValues, base, setBase, restored, forget };
}

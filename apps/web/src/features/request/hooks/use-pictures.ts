import { useCallback, useEffect, useRef, useState } from 'react';
import { addFiles, allPictures, revokePictures, type FilePicture, type PicturesByItem } from '../lib/picture-entries';

export interface PicturesHandle {
  pictures: PicturesByItem;
  add: (itemKey: string, files: readonly File[], isInvoice: boolean) => void;
  remove: (itemKey: string, picture: FilePicture) => void;
  /** Forgets every picture and revokes its preview (the files themselves stay readable for an upload in flight). */
  clear: () => void;
}

/** The pictures of the request, per item; every preview URL is revoked on removal, on clear and on unmount. */
export function usePictures(): PicturesHandle {
  const [pictures, setPictures] = useState<PicturesByItem>({});
  const latest = useRef(pictures);

  // Writes happen outside setState updaters (which React may run twice): URLs are created and revoked exactly once.
  const commit = useCallback((next: PicturesByItem) => {
    latest.current = next;
    setPictures(next);
  }, []);

  const add = useCallback(
    (itemKey: string, files: readonly File[], isInvoice: boolean) => {
      const current = latest.current[itemKey] ?? [];
      commit({ ...latest.current, [itemKey]: addFiles(current, files, isInvoice) });
    },
    [commit],
  );

  const remove = useCallback(
    (itemKey: string, picture: FilePicture) => {
      const current = latest.current[itemKey] ?? [];
      if (!current.includes(picture)) return;
      revokePictures([picture]);
      commit({ ...latest.current, [itemKey]: current.filter((entry) => entry !== picture) });
    },
    [commit],
  );

  const clear = useCallback(() => {
    revokePictures(allPictures(latest.current));
    commit({});
  }, [commit]);

  useEffect(
    () => () => {
      revokePictures(allPictures(latest.current));
      latest.current = {};
    },
    [],
  );

  return { pictures, add, remove, clear };
}

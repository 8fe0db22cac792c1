import { createWriteStream } from 'node:fs';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FileStorage, TempFile } from '../lib/storage';

/** The real storage, except that temp copies are written to /dev/full, where every write fails with ENOSPC. */
export function fullDiskStorage(real: FileStorage): FileStorage {
  return {
    ...real,
    async saveTemp(source: Readable): Promise<TempFile> {
      await pipeline(source, createWriteStream('/dev/full'));
      throw new Error('/dev/full accepted a write');
    },
  };
}

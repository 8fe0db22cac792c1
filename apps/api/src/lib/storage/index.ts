import path from 'node:path';
import type { Config } from '../../config';
import { createLocalStorage } from './local-storage';
import type { FileStorage } from './types';

export type { FileStorage, SaveTempOptions, StorageEntry, TempFile } from './types';
export { isDiskFull } from './disk-full';
export { createLocalStorage } from './local-storage';

/** The folder under DATA_DIR that holds uploaded files (and their temporary copies in `tmp/`). */
export const UPLOADS_FOLDER = 'uploads';

export function uploadsRoot(config: Pick<Config, 'DATA_DIR'>): string {
  return path.resolve(config.DATA_DIR, UPLOADS_FOLDER);
}

/** The storage the app uses; a local folder until a bucket implementation and its configuration are added. */
export function createStorage(config: Pick<Config, 'DATA_DIR'>): FileStorage {
  return createLocalStorage(uploadsRoot(config));
}

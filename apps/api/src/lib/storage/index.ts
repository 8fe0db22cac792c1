import path from 'node:path';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './types';

export type { FileStorage, SaveTempOptions, StorageEntry, TempFile } from './types';
export { isDiskFull } from './disk-full';
export { createLocalStorage } from './local-storage';
export { createS3Storage } from './s3-storage';

/** The folder under DATA_DIR that holds uploaded files (and their temporary copies in `tmp/`). */
export const UPLOADS_FOLDER = 'uploads';

export function uploadsRoot(config: { DATA_DIR: string }): string {
  return path.resolve(config.DATA_DIR, UPLOADS_FOLDER);
}

/** The settings the storage reads, as config.ts parses them (written here: lib imports nothing above it, ADR 0087). */
interface StorageConfig {
  DATA_DIR: string;
  STORAGE_DRIVER: 'local' | 's3';
  S3_BUCKET?: string | undefined;
  S3_REGION: string;
  S3_ENDPOINT?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
  S3_ACCESS_KEY_ID?: string | undefined;
  S3_SECRET_ACCESS_KEY?: string | undefined;
  S3_PREFIX: string;
}

/** The storage the app uses (STORAGE_DRIVER): DATA_DIR/uploads by default, or an S3-compatible bucket. */
export function createStorage(config: StorageConfig): FileStorage {
  if (config.STORAGE_DRIVER !== 's3' || !config.S3_BUCKET) return createLocalStorage(uploadsRoot(config));
  return createS3Storage({
    bucket: config.S3_BUCKET,
    prefix: config.S3_PREFIX,
    // Temporary copies stay local to the instance (s3-storage.ts).
    tempRoot: uploadsRoot(config),
    client: {
      region: config.S3_REGION,
      ...(config.S3_ENDPOINT ? { endpoint: config.S3_ENDPOINT } : {}),
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      ...(config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY
        ? { credentials: { accessKeyId: config.S3_ACCESS_KEY_ID, secretAccessKey: config.S3_SECRET_ACCESS_KEY } }
        : {}),
    },
  });
}

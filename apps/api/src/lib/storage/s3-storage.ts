import { createReadStream } from 'node:fs';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createLocalStorage, isStoredName } from './local-storage';
import type { FileStorage, StorageEntry, TempFile } from './types';

export interface S3StorageOptions {
  bucket: string;
  /** Key prefix of the stored files inside the bucket ('uploads/'). */
  prefix: string;
  /** Folder for the temporary copies (DATA_DIR/uploads): local to the instance handling the upload. */
  tempRoot: string;
  client: S3ClientConfig;
}

function errorName(error: unknown): string {
  return (error as { name?: string } | null)?.name ?? '';
}

function httpStatus(error: unknown): number | undefined {
  return (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
}

function exists(storedName: string): Error {
  return Object.assign(new Error(`Stored file exists: ${storedName}`), { code: 'EEXIST' });
}

/**
 * Stored files in an S3-compatible bucket (STORAGE_DRIVER=s3, README), through the official AWS SDK v3 client.
 *
 * The temporary copy stays on the instance's local disk (the local driver's `tmp/`): the upload checks and re-encodes
 * it (readTemp) before anything is committed, which would cost two round trips to a bucket, and one request is
 * handled by one instance from start to end. `commit` uploads it under its stored name, never over an existing object
 * (a HEAD first, and `If-None-Match: *` for servers that honour conditional writes), then deletes the local copy.
 * Several instances then share the bucket instead of a shared volume.
 */
export function createS3Storage(options: S3StorageOptions): FileStorage & { readonly client: S3Client } {
  const local = createLocalStorage(options.tempRoot);
  // Checksums only where the operation requires them: S3-compatible servers do not all accept the SDK's default
  // aws-chunked CRC32 trailers.
  const client = new S3Client({
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...options.client,
  });
  const { bucket, prefix } = options;

  function key(storedName: string): string {
    if (!isStoredName(storedName)) throw new Error(`Invalid stored file name: ${storedName}`);
    return `${prefix}${storedName}`;
  }

  async function objectExists(objectKey: string): Promise<boolean> {
    try {
      await client.send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey }));
      return true;
    } catch (error) {
      if (errorName(error) === 'NotFound' || httpStatus(error) === 404) return false;
      throw error;
    }
  }

  return {
    client,

    saveTemp: (source, saveOptions) => local.saveTemp(source, saveOptions),
    readTemp: (temp) => local.readTemp(temp),

    async commit(temp: TempFile, storedName: string): Promise<void> {
      const objectKey = key(storedName);
      if (await objectExists(objectKey)) throw exists(storedName);
      try {
        await client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey,
            Body: createReadStream(path.join(options.tempRoot, temp.tempKey)),
            ContentLength: temp.size,
            // Stored files are never served inline by the bucket either (ARCHITECTURE §7).
            ContentType: 'application/octet-stream',
            IfNoneMatch: '*',
          }),
        );
      } catch (error) {
        if (httpStatus(error) === 412 || errorName(error) === 'PreconditionFailed') throw exists(storedName);
        throw error;
      }
      await local.remove(temp);
    },

    async remove(target: TempFile | string): Promise<void> {
      if (typeof target !== 'string') return local.remove(target);
      // Deleting a missing object is not an error in S3 either.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(target) }));
    },

    read(storedName: string): Readable {
      // The interface streams synchronously; the object's body is piped in once the bucket answers. A missing object
      // fails the stream with ENOENT, as a missing local file does.
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket: bucket, Key: key(storedName) })).then(
        (answer) => {
          const body = answer.Body as Readable;
          body.on('error', (error) => out.destroy(error));
          body.pipe(out);
        },
        (error: unknown) => {
          const missing = errorName(error) === 'NoSuchKey' || httpStatus(error) === 404;
          out.destroy(
            missing ? Object.assign(new Error(`No stored file ${storedName}`), { code: 'ENOENT' }) : (error as Error),
          );
        },
      );
      return out;
    },

    async listEntries(): Promise<StorageEntry[]> {
      const entries: StorageEntry[] = (await local.listEntries()).filter((entry) => entry.kind === 'temp');
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const object of page.Contents ?? []) {
          const storedName = object.Key?.slice(prefix.length) ?? '';
          // Only names this storage writes: anything else in the bucket is never touched.
          if (!isStoredName(storedName)) continue;
          entries.push({ kind: 'stored', storedName, modifiedAt: object.LastModified ?? new Date(0) });
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return entries;
    },
  };
}

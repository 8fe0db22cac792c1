import type { Readable } from 'node:stream';

/** A file written to the temporary area, not yet visible under its final name. */
export interface TempFile {
  /** Opaque handle of the temporary copy; only the storage that made it understands it. */
  readonly tempKey: string;
  /** Bytes written. */
  readonly size: number;
  /** The first bytes of the file, enough to recognise its type from the content. */
  readonly head: Buffer;
  /** SHA-256 of the whole content, hex: tells a retried upload of the same file from another one. */
  readonly sha256: string;
}

export interface SaveTempOptions {
  /** How many leading bytes to keep in `head` (default 4096). */
  headBytes?: number;
}

/**
 * Where uploaded files live (ARCHITECTURE §4, §7). Writing is two-phase so that a database row and its file appear
 * together: `saveTemp` streams the upload aside, `commit` moves it under its final name inside the caller's
 * transaction, and `remove` undoes either phase. A local folder implements it today; an S3-compatible bucket can
 * (temp object + copy, or a multipart upload completed on commit) without the callers changing.
 */
export interface FileStorage {
  saveTemp(source: Readable, options?: SaveTempOptions): Promise<TempFile>;
  /** Moves the temporary copy to `storedName`. Fails if that name exists: stored files are never overwritten. */
  commit(temp: TempFile, storedName: string): Promise<void>;
  /** Deletes a temporary copy or a stored file; deleting what is already gone is not an error. */
  remove(target: TempFile | string): Promise<void>;
  /** Streams a stored file. */
  read(storedName: string): Readable;
  /** Streams a temporary copy (to check or re-encode it before it is committed). */
  readTemp(temp: TempFile): Readable;
  /** Every temporary copy and stored file with its last write time, for the leftover sweep. */
  listEntries(): Promise<StorageEntry[]>;
}

/** One file of the storage as the leftover sweep sees it. */
export type StorageEntry = { modifiedAt: Date } & (
  { kind: 'temp'; temp: TempFile } | { kind: 'stored'; storedName: string }
);

import type { Readable } from 'node:stream';
import {
  isOpenStatus,
  missingFilesFor,
  sendableFilesFor,
  type ProtocolFile,
  type ProtocolFilesResponse,
} from '@portal/domain';
import type { Database } from '../../db/client';
import type { FileStorage } from '../../lib/storage';
import * as repo from './read-repo';
import { missingFilesInputs } from './repo';
import { protocolNotFound, requireOwnedProtocol } from './read-service';

/**
 * Types a stored file may be served as, each with the extension of its download name. They are the types the upload
 * detects from the content; a row naming anything else (HTML above all) is served as opaque bytes, never rendered.
 */
const SERVED_TYPES: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'application/pdf': 'pdf',
  'application/xml': 'xml',
};
const OPAQUE_TYPE = 'application/octet-stream';

/**
 * The files sent with the protocol (`files`), oldest first, and what it still lacks (`missingFiles`, rule
 * missingFilesFor): an outside-store item's invoice, a photos-required reason's photo; and what it can still take
 * (`sendableFiles`, rule sendableFilesFor), so a file that failed at creation can be sent from the detail.
 */
export async function filesFor(
  db: Database,
  owner: repo.ProtocolOwner,
  protocolId: number,
): Promise<ProtocolFilesResponse> {
  const protocol = await requireOwnedProtocol(db, owner, protocolId);
  const rows = await repo.filesOf(db, protocol.id);
  const needs = await missingFilesInputs(db, protocol.id);
  const files: ProtocolFile[] = rows.map((row) => ({
    FILE_ID: row.id,
    FILE_NAME: row.originalName,
    MIME_TYPE: row.mimeType,
    IS_NFE: row.isInvoice ? 'S' : 'N',
    SIZE_BYTES: row.sizeBytes,
    ITP_ID: row.protocolItemId,
  }));
  // A closed protocol takes no more files: it neither asks for what it lacks nor offers to take any.
  const open = isOpenStatus(protocol.statusId);
  return {
    files,
    missingFiles: open ? missingFilesFor(needs.items, needs.files) : [],
    sendableFiles: sendableFilesFor(needs.items, needs.files, open),
  };
}

/**
 * An ASCII download name from the name the file was sent with: accents folded, anything but letters, digits, '-' and
 * '_' collapsed to '-', and the extension of the served type (never the sender's), so the name can neither break the
 * header nor make the saved file open as something else.
 */
export function downloadName(originalName: string, contentType: string, fileId: number): string {
  const withoutExtension = originalName.replace(/^.*[\\/]/, '').replace(/\.[^.]*$/, '');
  const base = withoutExtension
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${base || `arquivo-${fileId}`}.${SERVED_TYPES[contentType] ?? 'bin'}`;
}

export interface FileDownload {
  stream: Readable;
  contentType: string;
  fileName: string;
}

/** One file of the customer's protocol, for download; another's, or a file of another protocol, is the same 404. */
export async function openFile(
  db: Database,
  storage: FileStorage,
  owner: repo.ProtocolOwner,
  protocolId: number,
  fileId: number,
): Promise<FileDownload> {
  const protocol = await requireOwnedProtocol(db, owner, protocolId);
  const file = await repo.findFile(db, protocol.id, fileId);
  // A missing file answers as a missing protocol does: nothing tells a foreign protocol from an empty slot.
  if (!file) throw protocolNotFound();
  const contentType = SERVED_TYPES[file.mimeType] ? file.mimeType : OPAQUE_TYPE;
  return {
    stream: storage.read(file.storedName),
    contentType,
    fileName: downloadName(file.originalName, contentType, file.id),
  };
}

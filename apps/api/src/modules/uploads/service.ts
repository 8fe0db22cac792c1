import { randomUUID } from 'node:crypto';
import {
  canAddPicture,
  completesRequirement,
  isOpenStatus,
  MAX_INVOICE_FILES_PER_ITEM,
  MAX_PHOTOS_PER_ITEM,
  missingFilesFor,
  ORIGIN,
  STATUS,
  UNSAFE_TEXT_CHARACTERS,
  type MissingFileEntry,
} from '@portal/domain';
import type { Database } from '../../db/client';
import { DomainError } from '../../lib/errors';
import type { FileStorage, TempFile } from '../../lib/storage';
import {
  claimIdempotencyKey,
  requestHash,
  storeIdempotentResponse,
  type IdempotencyScope,
} from '../../db/idempotency';
import { insertHistoryEntry, missingFilesInputs } from '../protocols/repo';
import { prepareFile, type PreparedFile } from './prepare-file';
import { uploadMessages } from './messages';
import * as repo from './repo';
import { metrics } from '../../plugins/metrics';
import { recordFileAdded } from '../events/event-data';

export interface UploadContext {
  db: Database;
  storage: FileStorage;
  /** The app's clock, for the time of a 'Files received' history entry; the system time when absent. */
  clock?: () => Date;
}

export interface UploadInput {
  owner: repo.ProtocolOwner;
  /** Position of the protocol item (1-based, agrupador); the first item when absent. */
  itemPosition?: number;
  isInvoice: boolean;
  /** The client's file name, kept for display only; never part of a path. */
  originalName: string;
  temp: TempFile;
  /** Idempotency-Key of the call: a retried upload of the same file returns the first one's attachment. */
  idempotencyKey?: string | null;
}

export interface StoredUpload {
  id: number;
  isInvoice: boolean;
  itemPosition: number;
  mime: string;
  size: number;
}

/** Test seams: run right after the file reached its final name, still inside the transaction. */
export interface UploadHooks {
  afterFileCommitted?: (storedName: string) => Promise<void> | void;
}

const MAX_ORIGINAL_NAME_CHARS = 200;
const FALLBACK_NAME = 'arquivo';

/**
 * The last path segment of the client's name, of a bounded length, without the characters the one text rule refuses
 * (control and bidi: an RLO, U+202E, makes 'invoice\u202Egpj.exe' read as 'invoiceexe.jpg' wherever it is shown).
 */
export function displayName(filename: string | undefined): string {
  const base = (filename ?? '').replace(/\\/g, '/').split('/').pop() ?? '';
  const clean = base.replace(UNSAFE_TEXT_CHARACTERS, '').trim();
  return clean.slice(0, MAX_ORIGINAL_NAME_CHARS) || FALLBACK_NAME;
}

function notFound(code: 'protocol_not_found' | 'protocol_item_not_found', item?: number): DomainError {
  return code === 'protocol_not_found'
    ? new DomainError('not_found', uploadMessages.protocolNotFound, { code })
    : new DomainError('not_found', uploadMessages.itemNotFound, { code, params: { item: item ?? 1 } });
}

/**
 * Stores one photo or invoice file of the customer's own open protocol (spec §5, ARCHITECTURE §7). The file already
 * sits in the storage's temp area; here it is checked and cleaned (prepare-file.ts), the per-item limit is checked under a lock
 * on the item, and the attachments row and the move to the final name happen in one transaction. If anything fails
 * after the move, the moved file is deleted again, so a row never lacks its file and a file never lacks its row. The
 * caller deletes the temp copy in every case (a no-op once it was moved).
 */
export async function storeUpload(
  context: UploadContext,
  input: UploadInput,
  hooks: UploadHooks = {},
): Promise<StoredUpload> {
  const protocol = await repo.findOwnProtocol(context.db, input.owner);
  if (!protocol) throw notFound('protocol_not_found');
  if (!isOpenStatus(protocol.statusId)) {
    throw new DomainError('conflict', uploadMessages.protocolClosed, { code: 'protocol_closed' });
  }
  const prepared = await prepareFile(context.storage, input.temp, input.isInvoice);
  try {
    return await commitUpload(context, input, hooks, protocol.id, prepared);
  } finally {
    // The re-encoded copy of an image, when it was not committed (a no-op once it was).
    if (prepared.temp !== input.temp) await context.storage.remove(prepared.temp);
  }
}

async function commitUpload(
  context: UploadContext,
  input: UploadInput,
  hooks: UploadHooks,
  protocolId: number,
  { type, temp }: PreparedFile,
): Promise<StoredUpload> {
  const protocol = { id: protocolId };
  const storedName = `p${protocol.id}/${randomUUID()}.${type.ext}`;
  let moved = false;
  try {
    return await context.db.transaction(async (tx) => {
      // Claimed before the limit check: a retry of the fifth photo gets the fifth photo back, not 'limit reached'.
      const scope: IdempotencyScope | null = input.idempotencyKey
        ? { consumerId: input.owner.consumerId, scope: `upload/file@${input.owner.brandId}`, key: input.idempotencyKey }
        : null;
      if (scope) {
        const hash = requestHash({
          prt_id: protocol.id,
          item: input.itemPosition ?? null,
          is_nfe: input.isInvoice,
          sha256: input.temp.sha256,
        });
        const claim = await claimIdempotencyKey(tx, scope, hash);
        if (claim.replay) return claim.body as StoredUpload;
      }
      const item = await repo.lockProtocolItem(tx, protocol.id, input.itemPosition);
      if (!item) throw notFound('protocol_item_not_found', input.itemPosition);
      const existing = await repo.listItemAttachmentKinds(tx, item.id);
      if (
        !canAddPicture(
          existing.map((file) => ({ is_nfe: file.isInvoice })),
          input.isInvoice,
        )
      ) {
        throw input.isInvoice
          ? new DomainError('conflict', uploadMessages.invoiceLimit, {
              code: 'invoice_limit_reached',
              params: { limit: MAX_INVOICE_FILES_PER_ITEM },
            })
          : new DomainError('conflict', uploadMessages.photoLimit, {
              code: 'photo_limit_reached',
              params: { limit: MAX_PHOTOS_PER_ITEM },
            });
      }
      // A file that completes what the item lacked (its invoice, its required photo) is recorded in the history as a
      // comment (status 0, as a contact correction, ADR 0013): the protocol's status does not wait for files (ADR 0021).
      const kind = input.isInvoice ? 'invoice' : 'photo';
      const before = existing.filter((file) => file.isInvoice === input.isInvoice).length;
      const needs = { outsideStore: item.origin === ORIGIN.SAC, photosRequired: item.photosRequired };
      if (completesRequirement(needs, kind, before)) {
        await insertHistoryEntry(tx, {
          protocolId: protocol.id,
          statusId: STATUS.COMMENTS,
          happenedAt: context.clock?.() ?? new Date(),
          note: uploadMessages.filesReceivedNote.pt,
          noteTexts: uploadMessages.filesReceivedNote,
          message: null,
        });
      }
      const row = await repo.insertAttachment(tx, {
        protocolId: protocol.id,
        protocolItemId: item.id,
        isInvoice: input.isInvoice,
        originalName: input.originalName,
        storedName,
        mimeType: type.mime,
        sizeBytes: temp.size,
      });
      await context.storage.commit(temp, storedName);
      moved = true;
      await hooks.afterFileCommitted?.(storedName);
      const stored: StoredUpload = {
        id: row.id,
        isInvoice: row.isInvoice,
        itemPosition: item.position,
        mime: type.mime,
        size: temp.size,
      };
      // protocol.files_added for the brand's systems (issue 26), with the file's row.
      await recordFileAdded(
        tx,
        {
          brandId: input.owner.brandId,
          protocolId: protocol.id,
          id: row.id,
          itemPosition: item.position,
          isInvoice: row.isInvoice,
          mime: type.mime,
          sizeBytes: temp.size,
        },
        context.clock?.() ?? new Date(),
      );
      if (scope) await storeIdempotentResponse(tx, scope, 200, stored);
      metrics.uploadBytes.inc(temp.size);
      return stored;
    });
  } catch (error) {
    if (moved) await context.storage.remove(storedName);
    throw error;
  }
}

export interface StoredFileEntry {
  id: number;
  is_nfe: 'S' | 'N';
  original_name: string;
  mime: string;
  size: number;
  /** Position of the protocol item the file belongs to. */
  item: number | null;
  created_at: string;
}

/** The files of the customer's own protocol, oldest first, and what it still lacks (rule missingFilesFor). */
export async function listProtocolFiles(
  db: Database,
  owner: repo.ProtocolOwner,
): Promise<{ files: StoredFileEntry[]; missingFiles: MissingFileEntry[] }> {
  if (!(await repo.findOwnProtocol(db, owner))) throw notFound('protocol_not_found');
  const rows = await repo.listProtocolAttachments(db, owner.protocolId);
  const needs = await missingFilesInputs(db, owner.protocolId);
  const files = rows.map((row): StoredFileEntry => ({
    id: row.id,
    is_nfe: row.isInvoice ? 'S' : 'N',
    original_name: row.originalName,
    mime: row.mimeType,
    size: row.sizeBytes,
    item: row.itemPosition,
    created_at: row.createdAt.toISOString(),
  }));
  return { files, missingFiles: missingFilesFor(needs.items, needs.files) };
}

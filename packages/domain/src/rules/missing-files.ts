/**
 * Which files a protocol still lacks (issue 13, spec §5 'Photos'): an item bought outside the online store needs
 * MIN_INVOICE_FILES_OUTSIDE_STORE invoice (NF-e) files, and an item whose reason requires images needs
 * MIN_PHOTOS_WHEN_REQUIRED ordinary photos, in either flow. Files arrive after the protocol is created (spec §4), so
 * a protocol may lack them for a while: the files answer lists what is missing and the detail offers to send it.
 */
import {
  MAX_INVOICE_FILES_PER_ITEM,
  MAX_PHOTOS_PER_ITEM,
  MIN_INVOICE_FILES_OUTSIDE_STORE,
  MIN_PHOTOS_WHEN_REQUIRED,
} from '../constants';

/** One item of the protocol as the rule needs it. */
export interface MissingFilesItem {
  /** 1-based position of the item in the protocol. */
  position: number;
  /** Bought outside the online store (origem 'sac'): invoice files are required. */
  outsideStore: boolean;
  /** The item's reason requires images (ASS_EXIGE_IMG). */
  photosRequired: boolean;
}

/** One stored file: the position of the item it was sent for (null for a protocol-wide file) and its kind. */
export interface MissingFilesFile {
  itemPosition: number | null;
  isInvoice: boolean;
}

export type MissingFileKind = 'invoice' | 'photo';

export interface MissingFileEntry {
  item: number;
  kind: MissingFileKind;
  required: number;
  received: number;
}

/** What each kind needs of an item (0: nothing). */
export function requiredFiles(item: Omit<MissingFilesItem, 'position'>, kind: MissingFileKind): number {
  if (kind === 'invoice') return item.outsideStore ? MIN_INVOICE_FILES_OUTSIDE_STORE : 0;
  return item.photosRequired ? MIN_PHOTOS_WHEN_REQUIRED : 0;
}

const KINDS: readonly MissingFileKind[] = ['invoice', 'photo'];

/**
 * The files still missing, by item position then kind (invoice before photo); empty when nothing is. A file sent for
 * no item counts for none: the requirement is per item.
 */
export function missingFilesFor(
  items: readonly MissingFilesItem[],
  files: readonly MissingFilesFile[],
): MissingFileEntry[] {
  const missing: MissingFileEntry[] = [];
  for (const item of [...items].sort((a, b) => a.position - b.position)) {
    for (const kind of KINDS) {
      const required = requiredFiles(item, kind);
      if (required === 0) continue;
      const received = files.filter(
        (file) => file.itemPosition === item.position && file.isInvoice === (kind === 'invoice'),
      ).length;
      if (received < required) missing.push({ item: item.position, kind, required, received });
    }
  }
  return missing;
}

/**
 * Whether one more file of `kind` on the item completes a requirement that was missing: `before` is how many files
 * of that kind the item had. The upload writes one history entry when it does.
 */
export function completesRequirement(
  item: Omit<MissingFilesItem, 'position'>,
  kind: MissingFileKind,
  before: number,
): boolean {
  const required = requiredFiles(item, kind);
  return required > 0 && before < required && before + 1 >= required;
}

/** Files of one kind an item can still take: `received` so far, up to `max`. */
export interface SendableFileEntry {
  item: number;
  kind: MissingFileKind;
  received: number;
  max: number;
}

const MAX_FILES: Readonly<Record<MissingFileKind, number>> = {
  invoice: MAX_INVOICE_FILES_PER_ITEM,
  photo: MAX_PHOTOS_PER_ITEM,
};

/**
 * What the shopper may still send to an open protocol (issue 23): for each item, the kinds its request asked for
 * (invoice files of an outside-store item, photos where the reason requires them) while the item holds fewer than
 * the per-item limit. A file that failed at creation can so be sent later even when the minimum was already met
 * (three photos chosen, one arrived). A closed protocol takes nothing (the upload refuses it), so it has none.
 */
export function sendableFilesFor(
  items: readonly MissingFilesItem[],
  files: readonly MissingFilesFile[],
  protocolOpen: boolean,
): SendableFileEntry[] {
  if (!protocolOpen) return [];
  const sendable: SendableFileEntry[] = [];
  for (const item of [...items].sort((a, b) => a.position - b.position)) {
    for (const kind of KINDS) {
      if (requiredFiles(item, kind) === 0) continue;
      const received = files.filter(
        (file) => file.itemPosition === item.position && file.isInvoice === (kind === 'invoice'),
      ).length;
      if (received < MAX_FILES[kind]) sendable.push({ item: item.position, kind, received, max: MAX_FILES[kind] });
    }
  }
  return sendable;
}

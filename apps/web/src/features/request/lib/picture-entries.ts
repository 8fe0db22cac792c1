/**
 * Pictures are kept in memory as the spec §3 'Picture entry' until the protocol exists and they can be uploaded.
 * Each entry holds an object URL for its preview, which must be revoked when the entry goes away.
 */
import { applyPhotoLimits, type PictureEntry } from '@portal/domain';

export type FilePicture = PictureEntry<File>;

/** Item key (UNIQUE_KEY) -> its pictures, photos and invoice files together, in the order they were added. */
export type PicturesByItem = Readonly<Record<string, readonly FilePicture[]>>;

/** The photo types the upload accepts (ARCHITECTURE §7: JPEG, PNG, WebP, HEIC), as Dropzone `accept` MIME types. */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'] as const;
/** Invoice files: PDF, XML or one of the photo types. */
export const INVOICE_MIME_TYPES = [...PHOTO_MIME_TYPES, 'application/pdf', 'application/xml', 'text/xml'] as const;

export function createPictureEntry(file: File, isInvoice: boolean): FilePicture {
  return {
    original_file: file,
    object_url: URL.createObjectURL(file),
    file_type: file.type.startsWith('image/') ? 'image' : 'file',
    type: file.type,
    is_nfe: isInvoice,
  };
}

export function revokePictures(pictures: readonly FilePicture[]): void {
  for (const picture of pictures) URL.revokeObjectURL(picture.object_url);
}

/**
 * Adds files of one kind to an item's pictures. Files past the per-item limit are dropped without a message (spec
 * §5), and no preview URL of theirs outlives the call.
 */
export function addFiles(current: readonly FilePicture[], files: readonly File[], isInvoice: boolean): FilePicture[] {
  const added = files.map((file) => createPictureEntry(file, isInvoice));
  const kept = applyPhotoLimits([...current, ...added]);
  revokePictures(added.filter((entry) => !kept.includes(entry)));
  return kept;
}

export function allPictures(byItem: PicturesByItem): FilePicture[] {
  return Object.values(byItem).flat();
}

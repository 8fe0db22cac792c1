/**
 * Pictures are kept in memory as the spec §3 'Picture entry' until the protocol exists and they can be uploaded.
 * Each entry holds an object URL for its preview, which must be revoked when the entry goes away.
 */
import { applyPhotoLimits, MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES, type PictureEntry } from '@portal/domain';

export type FilePicture = PictureEntry<File>;

/** Item key (UNIQUE_KEY) -> its pictures, photos and invoice files together, in the order they were added. */
export type PicturesByItem = Readonly<Record<string, readonly FilePicture[]>>;

/**
 * The image types the upload accepts (ADR 0016: JPEG, PNG, WebP, re-encoded by the server). HEIC is not listed on
 * purpose: iPhones then send the photo as JPEG.
 */
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Short videos of a defect, accepted in the photo area (spec §5), up to MAX_VIDEO_BYTES. */
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/quicktime', 'video/webm'] as const;
/** What the photo area takes: the images and the short videos, as Dropzone `accept` MIME types. */
export const PHOTO_AREA_MIME_TYPES = [...PHOTO_MIME_TYPES, ...VIDEO_MIME_TYPES] as const;
/** Invoice files: PDF, XML or one of the image types. */
export const INVOICE_MIME_TYPES = [...PHOTO_MIME_TYPES, 'application/pdf', 'application/xml', 'text/xml'] as const;

export function isVideoFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('video/');
}

/** The size limit the server holds this file to: videos have their own, larger one. */
export function maxBytesFor(file: Pick<File, 'type'>): number {
  return isVideoFile(file) ? MAX_VIDEO_BYTES : MAX_UPLOAD_BYTES;
}

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

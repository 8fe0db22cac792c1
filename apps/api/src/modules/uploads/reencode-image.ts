import { Readable } from 'node:stream';
import { MAX_IMAGE_PIXELS } from '@portal/domain';
import sharp, { type Sharp } from 'sharp';
import type { FileStorage, TempFile } from '../../lib/storage';
import type { DetectedType } from './detect-type';
import { readAll } from './read-all';

export type ReencodeResult =
  | { ok: true; temp: TempFile }
  | { ok: false; reason: 'unreadable' }
  | { ok: false; reason: 'too_many_pixels'; width: number; height: number };

/** Quality of re-encoded JPEG and WebP photos: visually lossless for a defect photo, about the phone's own size. */
const PHOTO_QUALITY = 90;

function encoder(image: Sharp, type: DetectedType): Sharp {
  switch (type.ext) {
    case 'png':
      return image.png();
    case 'webp':
      return image.webp({ quality: PHOTO_QUALITY });
    default:
      return image.jpeg({ quality: PHOTO_QUALITY });
  }
}

/**
 * Writes a clean copy of an uploaded image beside the original (ADR 0016): the pixel count is read from the header
 * first and an image past MAX_IMAGE_PIXELS is refused before anything decodes it; otherwise the image is turned
 * upright from its EXIF orientation and written again in its own format with no metadata at all (EXIF with GPS,
 * XMP, IPTC, comments), keeping only its colour profile. The caller removes both temp copies it does not commit.
 */
export async function reencodeImage(storage: FileStorage, temp: TempFile, type: DetectedType): Promise<ReencodeResult> {
  // Photos are at most MAX_UPLOAD_BYTES: holding one in memory is fine, and sharp reads a buffer twice for free.
  const input = await readAll(storage.readTemp(temp));
  let width: number;
  let height: number;
  try {
    // metadata() parses the header only; no pixel is decoded here.
    const metadata = await sharp(input, { limitInputPixels: false }).metadata();
    width = metadata.width;
    height = metadata.height;
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  if (!width || !height) return { ok: false, reason: 'unreadable' };
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, reason: 'too_many_pixels', width, height };

  // limitInputPixels again, in case a decoder reads other dimensions than the header said; failOn 'error' refuses a
  // truncated or corrupt image instead of storing a half-grey one.
  const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' }).autoOrient().keepIccProfile();
  let output: Buffer;
  try {
    output = await encoder(image, type).toBuffer();
  } catch {
    return { ok: false, reason: 'unreadable' };
  }
  return { ok: true, temp: await storage.saveTemp(Readable.from([output])) };
}

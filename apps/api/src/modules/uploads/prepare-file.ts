import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES } from '@portal/domain';
import { DomainError } from '../../lib/errors';
import type { FileStorage, TempFile } from '../../lib/storage';
import { acceptedType, type DetectedType } from './detect-type';
import { tooLarge } from './limits';
import { uploadMessages } from './messages';
import { checkNfeXml } from './nfe-xml';
import { readAll } from './read-all';
import { reencodeImage } from './reencode-image';

export interface PreparedFile {
  type: DetectedType;
  /** What is committed: the clean re-encoded copy of an image, the upload itself otherwise. */
  temp: TempFile;
}

const PIXELS_PER_MEGAPIXEL = 1_000_000;

function typeNotAllowed(isInvoice: boolean): DomainError {
  return new DomainError(
    'unsupported_media_type',
    isInvoice ? uploadMessages.invoiceTypeNotAllowed : uploadMessages.photoTypeNotAllowed,
    { code: 'file_type_not_allowed' },
  );
}

/**
 * Turns an upload into what may be stored (ADR 0016), or refuses it: the type from the content; the size limit of
 * that type; an XML file must be an NF-e; an image is re-encoded without metadata (within the pixel limit); a video
 * is kept as sent. A new temp copy made here is the caller's to remove when it is not committed.
 */
export async function prepareFile(storage: FileStorage, temp: TempFile, isInvoice: boolean): Promise<PreparedFile> {
  const type = await acceptedType(temp.head, isInvoice);
  if (!type) throw typeNotAllowed(isInvoice);
  // The route stops reading a non-video past MAX_UPLOAD_BYTES already; this holds for any other caller.
  if (temp.size > (type.kind === 'video' ? MAX_VIDEO_BYTES : MAX_UPLOAD_BYTES)) throw tooLarge(type.kind);

  if (type.kind === 'xml') {
    const verdict = checkNfeXml(await readAll(storage.readTemp(temp)));
    if (!verdict.ok) {
      throw new DomainError('unsupported_media_type', uploadMessages.xmlNotInvoice, {
        code: 'xml_not_nfe',
        params: { reason: verdict.reason },
      });
    }
  }
  if (type.kind !== 'image') return { type, temp };

  const result = await reencodeImage(storage, temp, type);
  if (result.ok) return { type, temp: result.temp };
  if (result.reason === 'too_many_pixels') {
    throw new DomainError('payload_too_large', uploadMessages.imageTooManyPixels, {
      code: 'image_too_many_pixels',
      params: {
        megapixels: Math.round((result.width * result.height) / PIXELS_PER_MEGAPIXEL),
        limit: MAX_IMAGE_PIXELS / PIXELS_PER_MEGAPIXEL,
      },
    });
  }
  throw new DomainError('unsupported_media_type', uploadMessages.imageUnreadable, { code: 'image_unreadable' });
}

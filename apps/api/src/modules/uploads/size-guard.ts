import { Transform, type TransformCallback } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@portal/domain';
import { detectType } from './detect-type';
import { tooLarge } from './limits';

/** Enough leading bytes for file-type to recognise any accepted format. */
const SNIFF_BYTES = 4100;

/**
 * Passes an uploaded file through while counting it. The multipart limit of the route is the video limit; a file
 * that is not a video is stopped as soon as it passes MAX_UPLOAD_BYTES, so a 50 MB "photo" is not read to the end
 * before being refused. Its type comes from its first bytes, like everywhere else (ADR 0016).
 */
export function uploadSizeGuard(isInvoice: boolean): Transform {
  let size = 0;
  let head = Buffer.alloc(0);
  let checked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      size += chunk.length;
      if (head.length < SNIFF_BYTES) head = Buffer.concat([head, chunk.subarray(0, SNIFF_BYTES - head.length)]);
      if (checked || size <= MAX_UPLOAD_BYTES) return callback(null, chunk);
      checked = true;
      if (isInvoice) return callback(tooLarge(null));
      detectType(head).then(
        (type) => (type?.kind === 'video' ? callback(null, chunk) : callback(tooLarge(type?.kind ?? null))),
        (error: unknown) => callback(error as Error),
      );
    },
  });
}

import { MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES } from '@portal/domain';
import { DomainError } from '../../lib/errors';
import type { UploadKind } from './detect-type';
import { uploadMessages } from './messages';

const BYTES_PER_MEGABYTE = 1024 * 1024;

/** 413 with the limit of the kind of file that went over it (videos have their own, larger one). */
export function tooLarge(kind: UploadKind | null): DomainError {
  return kind === 'video'
    ? new DomainError('payload_too_large', uploadMessages.videoTooLarge, {
        code: 'file_too_large',
        params: { megabytes: MAX_VIDEO_BYTES / BYTES_PER_MEGABYTE },
      })
    : new DomainError('payload_too_large', uploadMessages.fileTooLarge, {
        code: 'file_too_large',
        params: { megabytes: MAX_UPLOAD_BYTES / BYTES_PER_MEGABYTE },
      });
}

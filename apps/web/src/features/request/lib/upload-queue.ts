import type { SelectedItem } from '@portal/domain';
import type { UploadOutcome } from '../../../lib/protocol-upload';
import type { FilePicture, PicturesByItem } from './picture-entries';

export interface QueuedUpload {
  file: File;
  isInvoice: boolean;
  /** Position of the protocol item (1-based), the order of the items in the payload. */
  item: number;
}

/** Every picture of the request, item by item in payload order, each tagged with its protocol item position. */
export function uploadQueue(
  items: readonly Pick<SelectedItem, 'UNIQUE_KEY'>[],
  pictures: PicturesByItem,
): QueuedUpload[] {
  return items.flatMap((item, index) =>
    (pictures[item.UNIQUE_KEY] ?? []).map((picture: FilePicture) => ({
      file: picture.original_file,
      isInvoice: picture.is_nfe,
      item: index + 1,
    })),
  );
}

/** A file that did not arrive: its name and the reason the server (or the connection) gave. */
export interface FailedUpload {
  name: string;
  reason: string;
  isInvoice: boolean;
  item: number;
}

export interface UploadReport {
  total: number;
  done: number;
  failed: number;
  /** Each failed file, in the order sent (issue 23: named with its reason, not only counted). */
  failures: FailedUpload[];
}

/**
 * Sends the files one by one (spec §4), reporting after each; a failed file does not stop the others. Resolves with
 * the final counts and the failed files with their reasons, never rejects.
 */
export async function runUploads(
  queue: readonly QueuedUpload[],
  send: (upload: QueuedUpload) => Promise<UploadOutcome>,
  onProgress: (report: UploadReport) => void,
): Promise<UploadReport> {
  const report: UploadReport = { total: queue.length, done: 0, failed: 0, failures: [] };
  onProgress({ ...report, failures: [...report.failures] });
  for (const upload of queue) {
    let outcome: UploadOutcome;
    try {
      outcome = await send(upload);
    } catch (error) {
      outcome = { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
    report.done += 1;
    if (!outcome.ok) {
      report.failed += 1;
      report.failures.push({
        name: upload.file.name,
        reason: outcome.reason,
        isInvoice: upload.isInvoice,
        item: upload.item,
      });
    }
    onProgress({ ...report, failures: [...report.failures] });
  }
  return report;
}

import type { SelectedItem } from '@portal/domain';
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

export interface UploadReport {
  total: number;
  done: number;
  failed: number;
}

/**
 * Sends the files one by one (spec §4), reporting after each; a failed file does not stop the others. Resolves with
 * the final counts, never rejects.
 */
export async function runUploads(
  queue: readonly QueuedUpload[],
  send: (upload: QueuedUpload) => Promise<boolean>,
  onProgress: (report: UploadReport) => void,
): Promise<UploadReport> {
  const report: UploadReport = { total: queue.length, done: 0, failed: 0 };
  onProgress({ ...report });
  for (const upload of queue) {
    let ok = false;
    try {
      ok = await send(upload);
    } catch {
      ok = false;
    }
    report.done += 1;
    if (!ok) report.failed += 1;
    onProgress({ ...report });
  }
  return report;
}

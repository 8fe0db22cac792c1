import {
  checkFileHead,
  FILE_HEAD_BYTES,
  fillUploadMessage,
  pickLanguage,
  pixelRefusal,
  UPLOAD_CHECK_MESSAGES,
  type FileRefusal,
  type Language,
} from '@portal/domain';

/** A file the dropzone did not take, and why, in the words the upload would have used. */
export interface RefusedFile {
  name: string;
  reason: string;
}

/** Decodes only when the header did not say the size (a JPEG whose frame header is past the bytes read). */
async function decodedRefusal(file: Blob): Promise<FileRefusal | null> {
  if (typeof createImageBitmap !== 'function') return null;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { message: 'imageUnreadable' };
  }
  const refusal = pixelRefusal({ width: bitmap.width, height: bitmap.height });
  bitmap.close();
  return refusal;
}

/**
 * Checks a picked file as the upload will (issue 23): its type from its content, the size limit of that type and an
 * image's pixel count, with the domain's limits. Null when the file may be sent; otherwise why not.
 */
export async function fileRefusal(file: File, isInvoice: boolean): Promise<FileRefusal | null> {
  let head: Uint8Array;
  try {
    head = new Uint8Array(await file.slice(0, FILE_HEAD_BYTES).arrayBuffer());
  } catch {
    return { message: isInvoice ? 'invoiceTypeNotAllowed' : 'imageUnreadable' };
  }
  const check = checkFileHead(head, file.size, isInvoice);
  if (!check.ok) return check.refusal;
  if (check.type.kind === 'image' && check.dimensions === null) return decodedRefusal(file);
  return null;
}

/** The refusal in the shopper's language: the API's own text (messages/uploads.ts). */
export function refusalText(refusal: FileRefusal, language: Language): string {
  return fillUploadMessage(pickLanguage(UPLOAD_CHECK_MESSAGES[refusal.message], language), refusal.params);
}

/** Splits picked files into those the upload will take and those it would refuse, each with its reason. */
export async function sortPickedFiles(
  files: readonly File[],
  isInvoice: boolean,
  language: Language,
): Promise<{ accepted: File[]; refused: RefusedFile[] }> {
  const verdicts = await Promise.all(files.map((file) => fileRefusal(file, isInvoice)));
  const accepted: File[] = [];
  const refused: RefusedFile[] = [];
  files.forEach((file, index) => {
    const refusal = verdicts[index];
    if (refusal) refused.push({ name: file.name, reason: refusalText(refusal, language) });
    else accepted.push(file);
  });
  return { accepted, refused };
}

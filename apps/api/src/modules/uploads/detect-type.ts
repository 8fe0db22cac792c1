import { fileTypeFromBuffer } from 'file-type';
import { looksLikeNfeXmlStart } from '@portal/domain';

/**
 * Recognises an uploaded file from its first bytes (ARCHITECTURE §7: type from the content, never from the name or
 * the Content-Type the browser claims), with the maintained `file-type` signatures. Only the formats the portal
 * accepts come out; anything else is null. An XML answer is only a candidate: the whole file must still pass
 * `checkNfeXml` (ADR 0016).
 */

export type UploadKind = 'image' | 'video' | 'pdf' | 'xml';

export interface DetectedType {
  mime: string;
  /** Extension of the stored name, chosen by the server. */
  ext: string;
  kind: UploadKind;
}

/**
 * Images are re-encoded with sharp to drop their metadata (ADR 0016), so only formats the installed sharp can both
 * read and write are listed. HEIC is not among them (its HEVC codec is not in sharp's build): iPhones send JPEG when
 * the page does not ask for HEIC.
 */
const IMAGES: Record<string, DetectedType> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg', kind: 'image' },
  png: { mime: 'image/png', ext: 'png', kind: 'image' },
  webp: { mime: 'image/webp', ext: 'webp', kind: 'image' },
};
/** Short videos of a defect, as phones record them (spec §5 'files may be images or other types'). */
const VIDEOS: Record<string, DetectedType> = {
  mp4: { mime: 'video/mp4', ext: 'mp4', kind: 'video' },
  mov: { mime: 'video/quicktime', ext: 'mov', kind: 'video' },
  webm: { mime: 'video/webm', ext: 'webm', kind: 'video' },
};
const PDF: DetectedType = { mime: 'application/pdf', ext: 'pdf', kind: 'pdf' };
const XML: DetectedType = { mime: 'application/xml', ext: 'xml', kind: 'xml' };
/** A PDF starts with its header: readers tolerate it later in the file, which lets an HTML page pass as a PDF. */
const PDF_HEADER = Buffer.from('%PDF-', 'latin1');

/** Any format the portal knows, whatever the area. */
export async function detectType(head: Buffer): Promise<DetectedType | null> {
  const found = await fileTypeFromBuffer(head);
  if (found) {
    const known = IMAGES[found.ext] ?? VIDEOS[found.ext];
    if (known) return known;
    if (found.ext === 'pdf') return head.subarray(0, PDF_HEADER.length).equals(PDF_HEADER) ? PDF : null;
    if (found.ext === 'xml') return XML;
    return null;
  }
  // file-type only knows XML with a declaration; an NF-e may start straight with its root element. Anything else
  // starting with '<' (an HTML page above all) is no invoice type, and is refused as such, not as a bad NF-e.
  return looksLikeNfeXmlStart(head) ? XML : null;
}

/** What each area stores: photos are images or short videos; invoice (NF-e) files are PDF, XML or an image. */
export function allowedIn(type: DetectedType, isInvoice: boolean): boolean {
  return isInvoice ? type.kind !== 'video' : type.kind === 'image' || type.kind === 'video';
}

/** The accepted type of the file, or null. */
export async function acceptedType(head: Buffer, isInvoice: boolean): Promise<DetectedType | null> {
  const type = await detectType(head);
  return type && allowedIn(type, isInvoice) ? type : null;
}

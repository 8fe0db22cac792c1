/**
 * Recognises an uploaded file from its first bytes (ARCHITECTURE §7: type from the content, never from the name or
 * the Content-Type the browser claims). Only the formats the portal accepts are known; anything else is null.
 */

export interface DetectedType {
  mime: string;
  /** Extension of the stored name, chosen by the server. */
  ext: string;
  kind: 'image' | 'pdf' | 'xml';
}

const JPEG: DetectedType = { mime: 'image/jpeg', ext: 'jpg', kind: 'image' };
const PNG: DetectedType = { mime: 'image/png', ext: 'png', kind: 'image' };
const WEBP: DetectedType = { mime: 'image/webp', ext: 'webp', kind: 'image' };
const HEIC: DetectedType = { mime: 'image/heic', ext: 'heic', kind: 'image' };
const HEIF: DetectedType = { mime: 'image/heif', ext: 'heif', kind: 'image' };
const PDF: DetectedType = { mime: 'application/pdf', ext: 'pdf', kind: 'pdf' };
const XML: DetectedType = { mime: 'application/xml', ext: 'xml', kind: 'xml' };

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** ISO-BMFF brands of HEIC (HEVC-coded) and of plain HEIF images, as phones write them. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis']);
const HEIF_BRANDS = new Set(['mif1', 'msf1', 'heif']);
/** PDF readers accept the header anywhere in the first KiB (ISO 32000 implementation note). */
const PDF_HEADER_WINDOW = 1024;
const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);
/** An NF-e file starts with the XML declaration or straight with one of its root elements. */
const XML_START = /^\s*(?:<\?xml[\s?]|<(?:nfeProc|NFe|procEventoNFe|cteProc)\b)/;
/** XML that a browser would render as a page or a script host is not an invoice. */
const ACTIVE_XML = /<(?:svg|html|script|xsl:stylesheet)\b|<!DOCTYPE\s+html/i;

function ascii(head: Buffer, start: number, end: number): string {
  return head.subarray(start, end).toString('latin1');
}

function detectIsoBmff(head: Buffer): DetectedType | null {
  if (head.length < 16 || ascii(head, 4, 8) !== 'ftyp') return null;
  const boxSize = head.readUInt32BE(0);
  const brands = [ascii(head, 8, 12)];
  // Compatible brands follow the minor version, up to the end of the ftyp box.
  for (let offset = 16; offset + 4 <= Math.min(boxSize, head.length); offset += 4)
    brands.push(ascii(head, offset, offset + 4));
  if (brands.some((brand) => HEIC_BRANDS.has(brand))) return HEIC;
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return HEIF;
  return null;
}

function detectXml(head: Buffer): DetectedType | null {
  const body = head.subarray(0, UTF8_BOM.length).equals(UTF8_BOM) ? head.subarray(UTF8_BOM.length) : head;
  const text = body.toString('utf8');
  if (!XML_START.test(text) || ACTIVE_XML.test(text)) return null;
  return XML;
}

/** The image formats accepted as photos. */
export function detectImage(head: Buffer): DetectedType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return JPEG;
  if (head.length >= PNG_SIGNATURE.length && head.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return PNG;
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return WEBP;
  return detectIsoBmff(head);
}

/** Any format the portal knows: the images, PDF and XML. */
export function detectFileType(head: Buffer): DetectedType | null {
  const image = detectImage(head);
  if (image) return image;
  if (ascii(head, 0, PDF_HEADER_WINDOW).includes('%PDF-')) return PDF;
  return detectXml(head);
}

/** What may be stored: photos are images only; invoice (NF-e) files are PDF, XML or an image of the invoice. */
export function acceptedType(head: Buffer, isInvoice: boolean): DetectedType | null {
  return isInvoice ? detectFileType(head) : detectImage(head);
}

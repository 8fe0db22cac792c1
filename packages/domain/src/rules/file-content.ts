/**
 * What a file is, read from its first bytes, and whether the upload takes it (ADR 0016, issue 23). The API decides
 * with the `file-type` signatures and sharp; the web's dropzones decide with this module before accepting a file,
 * so a text file named '.jpg', an HTML page named '.pdf' or a 48-megapixel photo is refused on the spot, with the
 * message the API would give, instead of failing after the protocol exists. Same limits (constants), same words
 * (messages/uploads.ts).
 */
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES } from '../constants';
import type { UploadCheckMessage } from '../messages/uploads';

export type FileContentKind = 'image' | 'video' | 'pdf' | 'xml';

export interface FileContentType {
  mime: string;
  kind: FileContentKind;
}

export interface ImageDimensions {
  width: number;
  height: number;
}

/** How many leading bytes the checks read: enough for a JPEG's frame header after EXIF and ICC segments. */
export const FILE_HEAD_BYTES = 512 * 1024;

const BYTES_PER_MEGABYTE = 1024 * 1024;
const PIXELS_PER_MEGAPIXEL = 1_000_000;

const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

const JPEG = [0xff, 0xd8, 0xff];
const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const UTF8_BOM = [0xef, 0xbb, 0xbf];
/** ISO-BMFF brands of still images (HEIC/HEIF, AVIF), which share the MP4 container's 'ftyp' box. */
const STILL_IMAGE_BRANDS = new Set(['heic', 'heix', 'heim', 'heis', 'hevc', 'hevx', 'mif1', 'msf1', 'avif', 'avis']);
/** A PDF starts with its header at byte 0: readers tolerate it later, which lets an HTML page pass as a PDF. */
const PDF = ascii('%PDF-');

/**
 * Whether the first bytes start an XML document that may be an NF-e: an XML declaration, or (comments and a BOM
 * aside) a root element named nfeProc or NFe. An HTML page is not XML here: it is neither of the invoice types.
 */
export function looksLikeNfeXmlStart(head: Uint8Array): boolean {
  // The names that matter are ASCII: the bytes are read one per character, after a UTF-8 byte order mark.
  const start = startsWith(head, UTF8_BOM) ? UTF8_BOM.length : 0;
  let text = String.fromCharCode(...head.subarray(start, start + 4096)).replace(/^\s+/, '');
  if (text.startsWith('<?xml')) return true;
  // Comments before the root element.
  while (text.startsWith('<!--')) {
    const end = text.indexOf('-->');
    if (end < 0) return false;
    text = text.slice(end + 3).replace(/^\s+/, '');
  }
  return /^<(?:[A-Za-z_][\w.-]*:)?(?:nfeProc|NFe)[\s/>]/.test(text);
}

/** The accepted format the bytes hold (JPEG, PNG, WebP, MP4, MOV, WebM, PDF, NF-e-like XML), or null. */
export function sniffFileType(head: Uint8Array): FileContentType | null {
  if (startsWith(head, JPEG)) return { mime: 'image/jpeg', kind: 'image' };
  if (startsWith(head, PNG)) return { mime: 'image/png', kind: 'image' };
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8))
    return { mime: 'image/webp', kind: 'image' };
  if (startsWith(head, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    // HEIC and AVIF photos share the container: not accepted (sharp cannot clean HEIC, ADR 0016).
    if (STILL_IMAGE_BRANDS.has(brand)) return null;
    return brand === 'qt  ' ? { mime: 'video/quicktime', kind: 'video' } : { mime: 'video/mp4', kind: 'video' };
  }
  if (startsWith(head, EBML)) return { mime: 'video/webm', kind: 'video' };
  if (startsWith(head, PDF)) return { mime: 'application/pdf', kind: 'pdf' };
  if (looksLikeNfeXmlStart(head)) return { mime: 'application/xml', kind: 'xml' };
  return null;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

function jpegDimensions(head: Uint8Array): ImageDimensions | null {
  let offset = 2;
  while (offset + 9 < head.length) {
    if (head[offset] !== 0xff) return null;
    const marker = head[offset + 1]!;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      offset += 2;
      continue;
    }
    // Start of frame (SOF0-SOF15 but DHT C4, JPG C8 and DAC CC): precision, then height and width.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(head, offset + 5), width: u16be(head, offset + 7) };
    }
    if (marker === 0xda || marker === 0xd9) return null;
    offset += 2 + u16be(head, offset + 2);
  }
  return null;
}

function webpDimensions(head: Uint8Array): ImageDimensions | null {
  if (head.length < 30) return null;
  if (startsWith(head, ascii('VP8 '), 12)) {
    return { width: u16le(head, 26) & 0x3fff, height: u16le(head, 28) & 0x3fff };
  }
  if (startsWith(head, ascii('VP8L'), 12)) {
    const bits = head[21]! | (head[22]! << 8) | (head[23]! << 16) | (head[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (startsWith(head, ascii('VP8X'), 12)) return { width: u24le(head, 24) + 1, height: u24le(head, 27) + 1 };
  return null;
}

/** Width and height an image's header declares (no decoding), or null when the head does not say. */
export function imageDimensions(head: Uint8Array): ImageDimensions | null {
  if (startsWith(head, PNG)) {
    return head.length >= 24 && startsWith(head, ascii('IHDR'), 12)
      ? { width: u32be(head, 16), height: u32be(head, 20) }
      : null;
  }
  if (startsWith(head, JPEG)) return jpegDimensions(head);
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) return webpDimensions(head);
  return null;
}

/** A refusal: the message of messages/uploads.ts and its placeholders. */
export interface FileRefusal {
  message: UploadCheckMessage;
  params?: Record<string, number>;
}

/** What the photo area takes (images, short videos) and what an invoice may be (PDF, XML, image). */
export function allowedInArea(kind: FileContentKind, isInvoice: boolean): boolean {
  return isInvoice ? kind !== 'video' : kind === 'image' || kind === 'video';
}

/** The size limit of a file of that kind: videos have their own, larger one. */
export function maxBytesForKind(kind: FileContentKind | null): number {
  return kind === 'video' ? MAX_VIDEO_BYTES : MAX_UPLOAD_BYTES;
}

export function tooLargeRefusal(kind: FileContentKind | null): FileRefusal {
  return kind === 'video'
    ? { message: 'videoTooLarge', params: { megabytes: MAX_VIDEO_BYTES / BYTES_PER_MEGABYTE } }
    : { message: 'fileTooLarge', params: { megabytes: MAX_UPLOAD_BYTES / BYTES_PER_MEGABYTE } };
}

export function typeRefusal(isInvoice: boolean): FileRefusal {
  return { message: isInvoice ? 'invoiceTypeNotAllowed' : 'photoTypeNotAllowed' };
}

/** The pixel limit (MAX_IMAGE_PIXELS), or null when the image is within it. */
export function pixelRefusal({ width, height }: ImageDimensions): FileRefusal | null {
  if (width * height <= MAX_IMAGE_PIXELS) return null;
  return {
    message: 'imageTooManyPixels',
    params: {
      megapixels: Math.round((width * height) / PIXELS_PER_MEGAPIXEL),
      limit: MAX_IMAGE_PIXELS / PIXELS_PER_MEGAPIXEL,
    },
  };
}

export type FileHeadCheck =
  { ok: true; type: FileContentType; dimensions: ImageDimensions | null } | { ok: false; refusal: FileRefusal };

/**
 * Checks a file as the upload will, from its first bytes and its size: the type by content and the area, the size
 * limit of that type, and an image's pixel count when its header declares it (`dimensions` null otherwise, for the
 * caller to decode). The NF-e check of a whole XML file stays with the server.
 */
export function checkFileHead(head: Uint8Array, size: number, isInvoice: boolean): FileHeadCheck {
  const type = sniffFileType(head);
  if (!type || !allowedInArea(type.kind, isInvoice)) return { ok: false, refusal: typeRefusal(isInvoice) };
  if (size > maxBytesForKind(type.kind)) return { ok: false, refusal: tooLargeRefusal(type.kind) };
  if (type.kind !== 'image') return { ok: true, type, dimensions: null };
  const dimensions = imageDimensions(head);
  const refusal = dimensions ? pixelRefusal(dimensions) : null;
  return refusal ? { ok: false, refusal } : { ok: true, type, dimensions };
}

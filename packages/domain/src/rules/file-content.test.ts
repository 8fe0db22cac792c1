import { describe, expect, it } from 'vitest';
import { MAX_IMAGE_PIXELS, MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES } from '../constants';
import { fillUploadMessage, UPLOAD_CHECK_MESSAGES } from '../messages/uploads';
import { checkFileHead, imageDimensions, sniffFileType } from './file-content';

const bytes = (...parts: (string | number[])[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part)),
  );
const u32 = (n: number) => [(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
const u16 = (n: number) => [(n >>> 8) & 255, n & 255];
const le24 = (n: number) => [n & 255, (n >>> 8) & 255, (n >>> 16) & 255];

const png = (width: number, height: number) =>
  bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32(13), 'IHDR', u32(width), u32(height), [8, 2, 0, 0, 0]);
/** A JPEG with an EXIF segment before its frame header, as phones write them. */
const jpeg = (width: number, height: number) =>
  bytes(
    [0xff, 0xd8, 0xff, 0xe1],
    u16(2 + 100),
    Array(100).fill(0),
    [0xff, 0xc0],
    u16(17),
    [8],
    u16(height),
    u16(width),
    [3],
  );
const webpX = (width: number, height: number) =>
  bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8X', [10, 0, 0, 0], [0, 0, 0, 0], le24(width - 1), le24(height - 1));
const ftyp = (brand: string) => bytes(u32(20), 'ftyp', brand, [0, 0, 0, 0], 'isom');

describe('sniffFileType', () => {
  it('names the accepted formats by their bytes', () => {
    expect(sniffFileType(png(1, 1))?.mime).toBe('image/png');
    expect(sniffFileType(jpeg(1, 1))?.mime).toBe('image/jpeg');
    expect(sniffFileType(webpX(1, 1))?.mime).toBe('image/webp');
    expect(sniffFileType(ftyp('isom'))?.mime).toBe('video/mp4');
    expect(sniffFileType(ftyp('qt  '))?.mime).toBe('video/quicktime');
    expect(sniffFileType(bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f]))?.mime).toBe('video/webm');
    expect(sniffFileType(bytes('%PDF-1.7\n'))?.kind).toBe('pdf');
    expect(sniffFileType(bytes('<?xml version="1.0"?><nfeProc/>'))?.kind).toBe('xml');
    expect(sniffFileType(bytes([0xef, 0xbb, 0xbf], '  <!-- nota --><nfe:NFe xmlns:nfe="x">'))?.kind).toBe('xml');
  });

  it('knows nothing of text, HTML (also with %PDF- in a comment), HEIC and a late PDF header', () => {
    expect(sniffFileType(bytes('just some text, not a picture at all\n'))).toBeNull();
    expect(sniffFileType(bytes('<!DOCTYPE html><html><body>nota</body></html>'))).toBeNull();
    expect(sniffFileType(bytes('<!-- %PDF-1.7 --><html><script>alert(1)</script></html>'))).toBeNull();
    expect(sniffFileType(ftyp('heic'))).toBeNull();
    expect(sniffFileType(bytes('\n%PDF-1.7'))).toBeNull();
  });
});

describe('imageDimensions', () => {
  it('reads width and height from PNG, JPEG (after EXIF) and WebP headers', () => {
    expect(imageDimensions(png(8000, 6000))).toEqual({ width: 8000, height: 6000 });
    expect(imageDimensions(jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024 });
    expect(imageDimensions(webpX(640, 480))).toEqual({ width: 640, height: 480 });
    expect(imageDimensions(bytes([0xff, 0xd8, 0xff]))).toBeNull();
  });
});

describe('checkFileHead', () => {
  it('refuses a text file named .jpg and an HTML page named .pdf with the messages the server gives', () => {
    expect(checkFileHead(bytes('hello'), 5, false)).toEqual({ ok: false, refusal: { message: 'photoTypeNotAllowed' } });
    expect(checkFileHead(bytes('<html></html>'), 13, true)).toEqual({
      ok: false,
      refusal: { message: 'invoiceTypeNotAllowed' },
    });
    expect(UPLOAD_CHECK_MESSAGES.invoiceTypeNotAllowed.pt).toContain('não é um PDF nem um XML de NF-e');
  });

  it('refuses a 48-megapixel photo, with its megapixels and the limit', () => {
    const check = checkFileHead(jpeg(8000, 6000), 9_000_000, false);
    expect(check).toEqual({
      ok: false,
      refusal: { message: 'imageTooManyPixels', params: { megapixels: 48, limit: MAX_IMAGE_PIXELS / 1_000_000 } },
    });
    if (check.ok) return;
    expect(fillUploadMessage(UPLOAD_CHECK_MESSAGES.imageTooManyPixels.pt, check.refusal.params)).toBe(
      'A imagem tem 48 megapixels; o limite é 40. Envie uma foto menor.',
    );
  });

  it('takes a 12-megapixel photo, a video in the photo area only, and holds each type to its size limit', () => {
    expect(checkFileHead(jpeg(4000, 3000), 4_000_000, false)).toMatchObject({ ok: true, type: { kind: 'image' } });
    expect(checkFileHead(ftyp('isom'), MAX_VIDEO_BYTES, false)).toMatchObject({ ok: true, type: { kind: 'video' } });
    expect(checkFileHead(ftyp('isom'), 10, true)).toMatchObject({ ok: false });
    expect(checkFileHead(ftyp('isom'), MAX_VIDEO_BYTES + 1, false)).toMatchObject({
      ok: false,
      refusal: { message: 'videoTooLarge' },
    });
    expect(checkFileHead(png(10, 10), MAX_UPLOAD_BYTES + 1, false)).toMatchObject({
      ok: false,
      refusal: { message: 'fileTooLarge', params: { megabytes: 10 } },
    });
    expect(checkFileHead(bytes('%PDF-1.4'), 100, true)).toMatchObject({ ok: true, type: { kind: 'pdf' } });
    expect(checkFileHead(bytes('%PDF-1.4'), 100, false)).toMatchObject({ ok: false });
  });
});

import { describe, expect, it } from 'vitest';
import { acceptedType, detectFileType, detectImage } from './file-signature';
import { sampleBytes } from './test-files';

describe('file signature', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['heic', 'image/heic'],
    ['heif', 'image/heif'],
  ] as const)('recognises %s as an image', (kind, mime) => {
    expect(detectImage(sampleBytes[kind])?.mime).toBe(mime);
    expect(acceptedType(sampleBytes[kind], false)?.mime).toBe(mime);
    expect(acceptedType(sampleBytes[kind], true)?.mime).toBe(mime);
  });

  it('accepts PDF and NF-e XML only as invoice files', () => {
    expect(acceptedType(sampleBytes.pdf, true)?.mime).toBe('application/pdf');
    expect(acceptedType(sampleBytes.pdf, false)).toBeNull();
    expect(acceptedType(sampleBytes.xml, true)?.mime).toBe('application/xml');
    expect(acceptedType(Buffer.from('\ufeff<nfeProc versao="4.00"></nfeProc>'), true)?.mime).toBe('application/xml');
    expect(acceptedType(sampleBytes.xml, false)).toBeNull();
  });

  it('refuses text, HTML, SVG and unknown binaries whatever they are called', () => {
    expect(detectFileType(sampleBytes.text)).toBeNull();
    expect(detectFileType(Buffer.from('<html><script>alert(1)</script></html>'))).toBeNull();
    expect(detectFileType(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(detectFileType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
    expect(detectFileType(Buffer.alloc(0))).toBeNull();
    // An MP4 is ISO-BMFF too, but not an image brand.
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(12)]);
    expect(detectFileType(mp4)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { acceptedType, detectType } from './detect-type';
import { sampleBytes } from './test-files';

describe('upload type detection', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('accepts %s in both areas', async (kind, mime) => {
    expect((await acceptedType(sampleBytes[kind], false))?.mime).toBe(mime);
    expect((await acceptedType(sampleBytes[kind], true))?.mime).toBe(mime);
  });

  it.each([
    ['mp4', 'video/mp4'],
    ['mov', 'video/quicktime'],
    ['webm', 'video/webm'],
  ] as const)('accepts a %s video as a photo-area file, never as an invoice', async (kind, mime) => {
    expect(await acceptedType(sampleBytes[kind], false)).toMatchObject({ mime, kind: 'video' });
    expect(await acceptedType(sampleBytes[kind], true)).toBeNull();
  });

  it('accepts PDF and XML candidates only as invoice files', async () => {
    expect((await acceptedType(sampleBytes.pdf, true))?.mime).toBe('application/pdf');
    expect(await acceptedType(sampleBytes.pdf, false)).toBeNull();
    expect((await acceptedType(sampleBytes.xml, true))?.kind).toBe('xml');
    expect(await acceptedType(sampleBytes.xml, false)).toBeNull();
  });

  it('refuses a PDF header that is not at offset 0, HEIC, text and unknown binaries', async () => {
    expect(await detectType(Buffer.from('<!-- %PDF-1.7 --><html><script>alert(1)</script></html>'))).not.toMatchObject({
      kind: 'pdf',
    });
    expect(await detectType(Buffer.from('\n%PDF-1.7\n'))).toBeNull();
    expect(await detectType(sampleBytes.heic)).toBeNull();
    expect(await detectType(sampleBytes.text)).toBeNull();
    expect(await detectType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull();
    expect(await detectType(Buffer.alloc(0))).toBeNull();
  });
});

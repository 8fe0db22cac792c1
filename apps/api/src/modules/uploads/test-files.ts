/** Small files with real signatures for the upload tests. */

function isoBmff(majorBrand: string, compatible: string[]): Buffer {
  const brands = [majorBrand, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.concat([Buffer.alloc(4), Buffer.from('ftyp'), Buffer.from(brands, 'latin1')]);
  box.writeUInt32BE(box.length, 0);
  return Buffer.concat([box, Buffer.alloc(64, 1)]);
}

export const sampleBytes = {
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]), Buffer.from('JFIF\0'), Buffer.alloc(200, 3)]),
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(200, 4)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0xc8, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(200, 5),
  ]),
  heic: isoBmff('heic', ['mif1', 'heic']),
  heif: isoBmff('mif1', ['mif1']),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  xml: Buffer.from('<?xml version="1.0" encoding="UTF-8"?><nfeProc versao="4.00"><NFe></NFe></nfeProc>'),
  text: Buffer.from('just some text, not a picture at all\n'),
} as const;

/** Small real files for the upload tests: images sharp can decode, video containers, documents. */
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

function isoBmff(majorBrand: string, compatible: string[]): Buffer {
  const brands = [majorBrand, '\0\0\0\0', ...compatible].join('');
  const box = Buffer.concat([Buffer.alloc(4), Buffer.from('ftyp'), Buffer.from(brands, 'latin1')]);
  box.writeUInt32BE(box.length, 0);
  // An empty 'mdat' box after the file type box, as a recorder writes before the samples.
  return Buffer.concat([box, Buffer.from([0, 0, 0, 8]), Buffer.from('mdat'), Buffer.alloc(64, 1)]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * A valid 1-bit PNG of `size` × `size` white pixels: 20000 × 20000 deflates to about 50 kB and would decode to
 * 400 million pixels (the 'pixel bomb' of the hardening issue).
 */
export function pixelBombPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(size / 8), 0xff);
  row[0] = 0; // filter: none
  const raw = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Where the sample photo was taken: what must never reach the stored file. */
export const SAMPLE_GPS = {
  GPSLatitudeRef: 'S',
  GPSLatitude: '23/1 33/1 0/1',
  GPSLongitudeRef: 'W',
  GPSLongitude: '46/1 38/1 0/1',
};

/** A 40 × 20 photo stored sideways with EXIF orientation 6 (shown upright as 20 × 40), a GPS position and a comment. */
async function phonePhoto(format: 'jpeg' | 'png' | 'webp'): Promise<Buffer> {
  const image = sharp({ create: { width: 40, height: 20, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .withExif({ IFD0: { Make: 'PhoneMaker', Copyright: 'Ana Souza' }, IFD3: SAMPLE_GPS })
    .withMetadata({ orientation: 6 });
  return image.toFormat(format).toBuffer();
}

const webmHeader = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex');

export const sampleBytes = {
  jpeg: await phonePhoto('jpeg'),
  png: await phonePhoto('png'),
  webp: await phonePhoto('webp'),
  /** HEVC-coded HEIC, as iPhones write it: not decodable by sharp's build, so refused (ADR 0016). */
  heic: isoBmff('heic', ['mif1', 'heic']),
  mp4: isoBmff('isom', ['isom', 'iso2', 'avc1', 'mp41']),
  mov: isoBmff('qt  ', ['qt  ']),
  webm: Buffer.concat([webmHeader, Buffer.alloc(64, 2)]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  xml: Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" versao="4.00">' +
      '<NFe><infNFe Id="NFe35200000000000000000550010000000011000000010" versao="4.00"><ide><cUF>35</cUF></ide>' +
      '<emit><xNome>Corre Brasil &amp; Cia</xNome></emit></infNFe>' +
      '<Signature xmlns="http://www.w3.org/2000/09/xmldsig#"><SignedInfo/></Signature></NFe>' +
      '<protNFe versao="4.00"><infProt><cStat>100</cStat></infProt></protNFe></nfeProc>',
  ),
  text: Buffer.from('just some text, not a picture at all\n'),
} as const;

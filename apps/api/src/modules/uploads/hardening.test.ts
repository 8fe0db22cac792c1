import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES } from '@portal/domain';
import { DEMO } from '../../db/seed/demo-logins';
import { uploadsRoot } from '../../lib/storage';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { uploadHelpers } from './test-helpers';
import { pixelBombPng, sampleBytes } from './test-files';

/** Hardening of uploads (issue 9, items 16-20): metadata, pixel bombs, disguised documents, names, videos. */
let testApp: TestApp;
let ana: string;
/** One protocol for the photos of items 16 and 19 (four photos on its item), made once. */
let photoProtocol: number;
const { upload, uploadedFiles, attachmentRows, createProtocol } = uploadHelpers(
  () => testApp,
  () => ana,
);

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
  photoProtocol = await createProtocol();
});
afterAll(() => testApp.close());

function storedBytes(storedName: string): Buffer {
  return readFileSync(path.join(uploadsRoot(testApp.config), storedName));
}

async function storedRow(protocolId: number, id: number) {
  const row = (await attachmentRows(protocolId)).find((candidate) => candidate.id === id);
  if (!row) throw new Error(`no attachment ${id}`);
  return row;
}

describe('uploaded images lose their metadata (item 16)', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
  ] as const)('a %s photo is stored upright, in its format, with no EXIF, GPS or maker', async (kind, mime) => {
    const original = await sharp(sampleBytes[kind]).metadata();
    expect(original).toMatchObject({ width: 40, height: 20, orientation: 6 });
    expect(original.exif).toBeDefined();

    const protocol = photoProtocol;
    const response = await upload(
      { prt_id: String(protocol), is_nfe: 'N' },
      { name: `foto.${kind}`, bytes: sampleBytes[kind] },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().attachment.mime).toBe(mime);
    const bytes = storedBytes((await storedRow(protocol, response.json().attachment.id)).storedName);
    const stored = await sharp(bytes).metadata();
    expect(stored.format).toBe(kind);
    // Turned by its EXIF orientation before the orientation tag went away with the rest.
    expect({ width: stored.width, height: stored.height, orientation: stored.orientation }).toEqual({
      width: 20,
      height: 40,
      orientation: undefined,
    });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    for (const secret of ['PhoneMaker', 'Ana Souza', 'GPS']) expect(bytes.includes(secret)).toBe(false);
    expect(response.json().attachment.size).toBe(bytes.length);
  });
});

describe('pixel limit (item 17)', () => {
  it('refuses a 20000 × 20000 PNG of a few kB with 413 in the shopper’s language, keeping nothing', async () => {
    const bomb = pixelBombPng(20_000);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const protocol = DEMO.protocols.opened;
    const rowsBefore = await attachmentRows(protocol);
    const before = uploadedFiles();
    const messages: Record<string, RegExp> = {
      pt: /400 megapixels; o limite é 40/,
      en: /400 megapixels; the limit is 40/,
      es: /400 megapíxeles; el límite es 40/,
    };
    for (const [language, message] of Object.entries(messages)) {
      const response = await upload(
        { prt_id: String(protocol), is_nfe: 'N' },
        { name: 'bomb.png', bytes: bomb },
        language,
      );
      expect({ status: response.statusCode, body: response.json() }).toMatchObject({
        status: 413,
        body: { type: 'ERROR', code: 'image_too_many_pixels', message: expect.stringMatching(message) },
      });
    }
    expect(uploadedFiles()).toEqual(before);
    expect(await attachmentRows(protocol)).toEqual(rowsBefore);
  });
});

describe('type detection by content (item 18)', () => {
  const refusals = [
    ['an HTML page with %PDF- in a comment', '<!-- %PDF-1.7 --><html><body><script>alert(1)</script></body></html>'],
    ['a PDF header after a newline', '\n%PDF-1.7\n%%EOF'],
    [
      'NF-e-looking XML with an <html:script> element',
      '<?xml version="1.0"?><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe" xmlns:html="http://www.w3.org/1999/xhtml"><html:script>alert(1)</html:script></nfeProc>',
    ],
    [
      'XML with an external entity',
      '<?xml version="1.0"?><!DOCTYPE nfeProc [<!ENTITY x SYSTEM "file:///etc/passwd">]><nfeProc xmlns="http://www.portalfiscal.inf.br/nfe">&x;</nfeProc>',
    ],
    ['XML that is not an NF-e', '<?xml version="1.0"?><note><to>x</to></note>'],
  ] as const;

  it.each(refusals)('refuses %s as an invoice with 415', async (_label, text) => {
    const response = await upload(
      { prt_id: String(DEMO.protocols.opened), is_nfe: 'S' },
      { name: 'nota.pdf', bytes: Buffer.from(text), type: 'application/pdf' },
    );
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({
      type: 'ERROR',
      code: expect.stringMatching(/^(file_type_not_allowed|xml_not_nfe)$/),
    });
  });

  it('says of an HTML page sent as a PDF invoice that it is neither a PDF nor an NF-e XML, in every language', async () => {
    const bytes = Buffer.from('<!DOCTYPE html><html><head><title>Nota</title></head><body>nota</body></html>');
    const answers = await Promise.all(
      ['pt', 'en', 'es'].map((language) =>
        upload(
          { prt_id: String(DEMO.protocols.opened), is_nfe: 'S' },
          { name: 'nota.pdf', bytes, type: 'application/pdf' },
          language,
        ),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([415, 415, 415]);
    expect(answers.map((answer) => answer.json())).toEqual([
      expect.objectContaining({
        code: 'file_type_not_allowed',
        message: expect.stringContaining('não é um PDF nem um XML de NF-e'),
      }),
      expect.objectContaining({
        code: 'file_type_not_allowed',
        message: expect.stringContaining('neither a PDF nor an NF-e XML'),
      }),
      expect.objectContaining({
        code: 'file_type_not_allowed',
        message: expect.stringContaining('no es un PDF ni un XML de NF-e'),
      }),
    ]);
  });

  it('says in every language that an XML is not an NF-e', async () => {
    const bytes = Buffer.from(refusals[2][1]);
    const texts = await Promise.all(
      ['pt', 'en', 'es'].map(async (language) =>
        (
          await upload({ prt_id: String(DEMO.protocols.opened), is_nfe: 'S' }, { name: 'nfe.xml', bytes }, language)
        ).json(),
      ),
    );
    expect(texts.map((body) => body.code)).toEqual(['xml_not_nfe', 'xml_not_nfe', 'xml_not_nfe']);
    expect(texts.map((body) => body.message)).toEqual([
      expect.stringContaining('não é uma NF-e válida'),
      expect.stringContaining('is not a valid NF-e'),
      expect.stringContaining('no es una NF-e válida'),
    ]);
  });

  it('stores a real NF-e XML and a PDF byte for byte', async () => {
    const protocol = await createProtocol();
    for (const [bytes, mime] of [
      [sampleBytes.xml, 'application/xml'],
      [sampleBytes.pdf, 'application/pdf'],
    ] as const) {
      const response = await upload({ prt_id: String(protocol), is_nfe: 'S' }, { name: 'nota', bytes });
      expect(response.json().attachment.mime).toBe(mime);
      expect(storedBytes((await storedRow(protocol, response.json().attachment.id)).storedName).equals(bytes)).toBe(
        true,
      );
    }
  });
});

describe('file names (item 19)', () => {
  it('drops bidi and other control characters from the stored and listed name', async () => {
    const protocol = photoProtocol;
    const name = 'nota\u202Egpj.exe\u2066\u200F\u061C\u0085';
    const response = await upload({ prt_id: String(protocol), is_nfe: 'N' }, { name, bytes: sampleBytes.jpeg });
    expect(response.statusCode).toBe(200);
    expect((await storedRow(protocol, response.json().attachment.id)).originalName).toBe('notagpj.exe');
    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/returns/protocols/b2c/${protocol}/files`,
      headers: { cookie: ana },
    });
    expect(list.json().files.map((file: { original_name: string }) => file.original_name)).toContain('notagpj.exe');
  });
});

describe('short videos in the photo area (item 20)', () => {
  it('stores MP4, MOV and WebM photos-area files as sent, and refuses them as invoices', async () => {
    const protocol = await createProtocol();
    for (const [kind, mime] of [
      ['mp4', 'video/mp4'],
      ['mov', 'video/quicktime'],
      ['webm', 'video/webm'],
    ] as const) {
      const response = await upload(
        { prt_id: String(protocol), is_nfe: 'N' },
        { name: `defeito.${kind}`, bytes: sampleBytes[kind] },
      );
      expect(response.json().attachment).toMatchObject({ mime, is_nfe: 'N' });
      const row = await storedRow(protocol, response.json().attachment.id);
      expect(row.storedName.endsWith(`.${kind}`)).toBe(true);
      expect(storedBytes(row.storedName).equals(sampleBytes[kind])).toBe(true);
      const asInvoice = await upload(
        { prt_id: String(protocol), is_nfe: 'S' },
        { name: `nota.${kind}`, bytes: sampleBytes[kind] },
      );
      expect({ status: asInvoice.statusCode, code: asInvoice.json().code }).toEqual({
        status: 415,
        code: 'file_type_not_allowed',
      });
    }
  });

  // Moves about 70 MB through the route: a ceiling for a loaded two-core machine, not a wait.
  it(
    `takes a video past ${MAX_UPLOAD_BYTES} bytes up to its own limit; an image or a larger video is refused`,
    { timeout: 120_000 },
    async () => {
      const protocol = await createProtocol();
      const padded = (head: Buffer, size: number) => Buffer.concat([head, Buffer.alloc(size - head.length, 7)]);
      const video = padded(sampleBytes.mp4, MAX_UPLOAD_BYTES + 64 * 1024);
      const accepted = await upload({ prt_id: String(protocol), is_nfe: 'N' }, { name: 'longo.mp4', bytes: video });
      expect(accepted.json().attachment).toMatchObject({ mime: 'video/mp4', size: video.length });

      const before = uploadedFiles();
      const bigPhoto = await upload(
        { prt_id: String(protocol), is_nfe: 'N' },
        { name: 'grande.jpg', bytes: padded(sampleBytes.jpeg, MAX_UPLOAD_BYTES + 64 * 1024) },
        'en',
      );
      expect({ status: bigPhoto.statusCode, body: bigPhoto.json() }).toMatchObject({
        status: 413,
        body: { code: 'file_too_large', message: 'The file is over the 10 MB limit.' },
      });
      const tooLong = await upload(
        { prt_id: String(protocol), is_nfe: 'N' },
        { name: 'enorme.webm', bytes: padded(sampleBytes.webm, MAX_VIDEO_BYTES + 1024) },
        'es',
      );
      expect({ status: tooLong.statusCode, body: tooLong.json() }).toMatchObject({
        status: 413,
        body: { code: 'file_too_large', message: expect.stringContaining('El video supera el límite de 50 MB') },
      });
      expect(uploadedFiles()).toEqual(before);
      expect(await attachmentRows(protocol)).toHaveLength(1);
    },
  );
});

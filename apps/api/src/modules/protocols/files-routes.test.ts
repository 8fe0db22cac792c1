import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { attachments, protocolItems } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createLocalStorage, uploadsRoot } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { downloadName } from './files-service';
import { callWith, consumerIdOf, insertProtocolLike, type CallOptions } from './read-test-support';

const P = DEMO.protocols;
/** The 8-byte PNG signature and an IHDR start: enough bytes for a download test (the content is not parsed here). */
const PNG_BYTES = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), randomBytes(64)]);
const PDF_BYTES = Buffer.from('%PDF-1.4\n%test\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n', 'latin1');
const HTML_BYTES = Buffer.from('<!doctype html><script>alert(1)</script>', 'utf8');

let testApp: TestApp;
let call: ReturnType<typeof callWith>;
let ana: string;

const get = (url: string, options: CallOptions = {}) => call('GET', url, { cookie: ana, ...options });
const listUrl = (id: number) => `/api/returns/protocols/b2c/files/${id}`;
const fileUrl = (id: number, fileId: number) => `/api/returns/protocols/b2c/files/${id}/${fileId}`;

/** A stored file of the protocol, written as the upload module writes it: the bytes under a generated name, and its row. */
async function storeFile(
  protocolId: number,
  file: { bytes: Buffer; name: string; mimeType: string; isInvoice?: boolean; itemId?: number | null },
): Promise<number> {
  const storage = createLocalStorage(uploadsRoot(testApp.config));
  const storedName = `${randomBytes(16).toString('hex')}.bin`;
  const temp = await storage.saveTemp(Readable.from([file.bytes]));
  await storage.commit(temp, storedName);
  const [row] = await testApp.database.db
    .insert(attachments)
    .values({
      protocolId,
      protocolItemId: file.itemId ?? null,
      isInvoice: file.isInvoice ?? false,
      originalName: file.name,
      storedName,
      mimeType: file.mimeType,
      sizeBytes: file.bytes.length,
    })
    .returning({ id: attachments.id });
  return row!.id;
}

let photoId: number;
let invoiceId: number;
let itemId: number;

beforeAll(async () => {
  testApp = await createTestApp();
  call = callWith(testApp);
  ana = await loginAs(testApp, { email: DEMO.ana.email });
  const [item] = await testApp.database.db
    .select({ id: protocolItems.id })
    .from(protocolItems)
    .where(eq(protocolItems.protocolId, P.opened));
  itemId = item!.id;
  photoId = await storeFile(P.opened, {
    bytes: PNG_BYTES,
    name: 'foto da etiqueta.png',
    mimeType: 'image/png',
    itemId,
  });
  invoiceId = await storeFile(P.opened, {
    bytes: PDF_BYTES,
    name: '../../nota "fiscal"\r\n.pdf',
    mimeType: 'application/pdf',
    isInvoice: true,
  });
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /returns/protocols/b2c/files/:prt_id', () => {
  it('lists the photos and invoices sent with the protocol, with kind, type, size and item', async () => {
    const response = await get(listUrl(P.opened));
    expect(response.statusCode).toBe(200);
    expect(response.json().files).toEqual([
      {
        FILE_ID: photoId,
        FILE_NAME: 'foto da etiqueta.png',
        MIME_TYPE: 'image/png',
        IS_NFE: 'N',
        SIZE_BYTES: PNG_BYTES.length,
        ITP_ID: itemId,
      },
      {
        FILE_ID: invoiceId,
        FILE_NAME: '../../nota "fiscal"\r\n.pdf',
        MIME_TYPE: 'application/pdf',
        IS_NFE: 'S',
        SIZE_BYTES: PDF_BYTES.length,
        ITP_ID: null,
      },
    ]);
  });

  it('is empty for a protocol without files', async () => {
    expect((await get(listUrl(P.awaitingAnalysis))).json().files).toEqual([]);
  });
});

describe('GET /returns/protocols/b2c/files/:prt_id/:file_id', () => {
  it('sends an image as an attachment with its detected type, nosniff and a safe name', async () => {
    const response = await get(fileUrl(P.opened, photoId));
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="foto-da-etiqueta.png"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain('sandbox');
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('never lets the sent name reach the header as it is', async () => {
    const response = await get(fileUrl(P.opened, invoiceId));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="nota-fiscal.pdf"');
  });

  it('serves a row claiming HTML as opaque bytes, never as a page', async () => {
    const id = await storeFile(P.opened, { bytes: HTML_BYTES, name: 'x.html', mimeType: 'text/html' });
    const response = await get(fileUrl(P.opened, id));
    expect(response.headers['content-type']).toBe('application/octet-stream');
    expect(response.headers['content-disposition']).toBe('attachment; filename="x.bin"');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it("answers the same 404 for another customer's, another brand's, a missing file and another protocol's file", async () => {
    const anaAtBrand2 = await loginAs(testApp, { email: DEMO.ana.email }, 'brand2.localhost');
    const atBrand2 = await insertProtocolLike(testApp, P.opened, {
      trigger: 'T',
      history: [{ statusId: 1 }],
      consumerId: await consumerIdOf(testApp, DEMO.ana.email),
      brandId: 2,
    });
    const brunoFile = await storeFile(P.bruno, { bytes: PNG_BYTES, name: 'b.png', mimeType: 'image/png' });
    const brand2File = await storeFile(atBrand2, { bytes: PNG_BYTES, name: 'c.png', mimeType: 'image/png' });
    const missing = await get(fileUrl(P.opened, 999_999));
    expect(missing.statusCode).toBe(404);
    for (const response of [
      await get(fileUrl(P.bruno, brunoFile)),
      await get(fileUrl(P.opened, brunoFile)),
      await get(fileUrl(atBrand2, brand2File)),
      await get(fileUrl(P.opened, photoId), { cookie: anaAtBrand2, host: 'brand2.localhost' }),
      await get(listUrl(P.bruno)),
      await get(listUrl(atBrand2)),
      await get(listUrl(P.opened), { cookie: anaAtBrand2, host: 'brand2.localhost' }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(missing.json());
    }
    expect((await get(listUrl(999_999))).json()).toEqual(missing.json());
    expect(
      (await get(fileUrl(atBrand2, brand2File), { cookie: anaAtBrand2, host: 'brand2.localhost' })).statusCode,
    ).toBe(200);
  });

  it('needs a session', async () => {
    expect((await get(fileUrl(P.opened, photoId), { cookie: '' })).statusCode).toBe(401);
    expect((await get(listUrl(P.opened), { cookie: '' })).statusCode).toBe(401);
  });
});

describe('downloadName', () => {
  it('folds accents, drops paths and quotes, and takes the extension of the served type', () => {
    expect(downloadName('Nota Fiscal Março.PDF', 'application/pdf', 1)).toBe('Nota-Fiscal-Marco.pdf');
    expect(downloadName('C:\\fotos\\img.exe', 'image/jpeg', 1)).toBe('img.jpg');
    expect(downloadName('"";.png', 'image/png', 7)).toBe('arquivo-7.png');
  });
});

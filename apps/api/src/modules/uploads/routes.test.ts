import { existsSync, readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MAX_INVOICE_FILES_PER_ITEM, MAX_PHOTOS_PER_ITEM, MAX_UPLOAD_BYTES } from '@portal/domain';
import { attachments, consumers } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { createLocalStorage, uploadsRoot } from '../../lib/storage';
import { createTestApp, type TestApp } from '../../test/test-app';
import { loginAs } from '../../test/login-as';
import { itemFor, payload } from '../protocols/test-payload';
import { storeUpload } from './service';
import { sampleBytes } from './test-files';

const URL = '/api/upload/protocols/upload/file';
const OPENED = DEMO.protocols.opened;

let testApp: TestApp;
let ana: string;
let bruno: string;

interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A real multipart body, encoded by the platform's FormData as a browser would send it. */
async function multipart(fields: Record<string, string>, file?: FilePart) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) {
    form.append(
      file.field ?? 'uploadFile',
      new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

async function upload(
  fields: Record<string, string>,
  file?: FilePart,
  options: { cookie?: string; host?: string; key?: string; lang?: string } = {},
) {
  const body = await multipart(fields, file);
  const headers: Record<string, string> = { 'content-type': body.contentType };
  if (options.lang) headers['accept-language'] = options.lang;
  const cookie = options.cookie ?? ana;
  if (cookie) headers.cookie = cookie;
  if (options.host) headers.host = options.host;
  if (options.key) headers['idempotency-key'] = options.key;
  return testApp.app.inject({ method: 'POST', url: URL, headers, payload: body.payload });
}

const photo = (name = 'foto.jpg', bytes: Buffer = sampleBytes.jpeg): FilePart => ({ name, bytes, type: 'image/jpeg' });

function expectRefusal(response: Awaited<ReturnType<typeof upload>>, status: number, code: string) {
  expect({ status: response.statusCode, body: response.json() }).toMatchObject({
    status,
    body: { type: expect.stringMatching(/^(ERROR|WARN)$/), code, message: expect.any(String) },
  });
}

/** Every file under the uploads folder, relative paths, sorted. */
function uploadedFiles(): string[] {
  const root = uploadsRoot(testApp.config);
  if (!existsSync(root)) return [];
  return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .sort();
}

async function attachmentRows(protocolId: number) {
  return testApp.database.db.select().from(attachments).where(eq(attachments.protocolId, protocolId));
}

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
  bruno = await loginAs(testApp, { email: DEMO.bruno.email });
});
afterAll(() => testApp.close());

describe('POST /api/upload/protocols/upload/file', () => {
  it('stores a photo of the customer’s own protocol under a generated name and lists it', async () => {
    const response = await upload({ prt_id: String(OPENED), is_nfe: 'N' }, photo('../../etc/minha foto.jpg'));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      data: { msg: { message: 'Upload efetuado com sucesso' } },
      attachment: { id: expect.any(Number), is_nfe: 'N', item: 1, mime: 'image/jpeg', size: expect.any(Number) },
    });
    const [row] = await testApp.database.db.select().from(attachments).where(eq(attachments.id, body.attachment.id));
    expect(row).toMatchObject({
      protocolId: OPENED,
      isInvoice: false,
      originalName: 'minha foto.jpg',
      mimeType: 'image/jpeg',
    });
    expect(row!.storedName).toMatch(new RegExp(`^p${OPENED}/[0-9a-f-]{36}\\.jpg$`));
    // Re-encoded without metadata (hardening.test.ts checks what was dropped); the answer gives the stored size.
    const stored = readFileSync(path.join(uploadsRoot(testApp.config), row!.storedName));
    expect(stored.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    expect(body.attachment.size).toBe(stored.length);
    expect(row!.sizeBytes).toBe(stored.length);
    expect(uploadedFiles()).toEqual([row!.storedName]);

    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/returns/protocols/b2c/${OPENED}/files`,
      headers: { cookie: ana },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().files).toEqual([
      expect.objectContaining({
        id: body.attachment.id,
        is_nfe: 'N',
        original_name: 'minha foto.jpg',
        mime: 'image/jpeg',
        size: body.attachment.size,
      }),
    ]);
  });

  it('answers success in every language with the substring clients look for', async () => {
    const body = await multipart({ prt_id: String(OPENED), is_nfe: 'N' }, photo('p.png', sampleBytes.png));
    const response = await testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': body.contentType, cookie: ana, 'accept-language': 'en' },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.msg.message).toContain('efetuado com sucesso');
    expect(response.json().attachment.mime).toBe('image/png');
  });

  it(`accepts ${MAX_PHOTOS_PER_ITEM} photos per item and refuses the next one`, async () => {
    const existing = (await attachmentRows(OPENED)).filter((row) => !row.isInvoice).length;
    const kinds = [sampleBytes.webp, sampleBytes.png, sampleBytes.mp4, sampleBytes.jpeg];
    for (let index = existing; index < MAX_PHOTOS_PER_ITEM; index += 1) {
      const response = await upload(
        { prt_id: String(OPENED), is_nfe: 'N' },
        photo(`foto-${index}.jpg`, kinds[index % kinds.length]),
      );
      expect(response.statusCode).toBe(200);
    }
    const before = uploadedFiles();
    expectRefusal(
      await upload({ prt_id: String(OPENED), is_nfe: 'N' }, photo('sexta.jpg')),
      409,
      'photo_limit_reached',
    );
    expect(uploadedFiles()).toEqual(before);
    expect((await attachmentRows(OPENED)).filter((row) => !row.isInvoice)).toHaveLength(MAX_PHOTOS_PER_ITEM);
  });

  it('detects the type from the content: PDF bytes named .jpg are stored as a PDF invoice', async () => {
    const response = await upload(
      { prt_id: String(OPENED), is_nfe: 'S' },
      { name: 'nota.jpg', bytes: sampleBytes.pdf, type: 'image/jpeg' },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().attachment).toMatchObject({ is_nfe: 'S', mime: 'application/pdf' });
    const [row] = await testApp.database.db
      .select()
      .from(attachments)
      .where(eq(attachments.id, response.json().attachment.id));
    expect(row).toMatchObject({ isInvoice: true, mimeType: 'application/pdf', originalName: 'nota.jpg' });
    expect(row!.storedName.endsWith('.pdf')).toBe(true);
  });

  it(`accepts XML and images as invoices up to ${MAX_INVOICE_FILES_PER_ITEM} per item, then refuses`, async () => {
    expect(
      (await upload({ prt_id: String(OPENED), is_nfe: 'S' }, { name: 'nfe.xml', bytes: sampleBytes.xml })).json()
        .attachment.mime,
    ).toBe('application/xml');
    expect((await upload({ prt_id: String(OPENED), is_nfe: 'S' }, photo('nota-foto.jpg'))).json().attachment.mime).toBe(
      'image/jpeg',
    );
    expectRefusal(
      await upload({ prt_id: String(OPENED), is_nfe: 'S' }, { name: 'mais.pdf', bytes: sampleBytes.pdf }),
      409,
      'invoice_limit_reached',
    );
  });

  it('refuses text bytes named .png, and a PDF sent as a photo, with 415', async () => {
    const created = await createProtocolForUploads();
    const before = uploadedFiles();
    expectRefusal(
      await upload(
        { prt_id: String(created), is_nfe: 'N' },
        { name: 'foto.png', bytes: sampleBytes.text, type: 'image/png' },
      ),
      415,
      'file_type_not_allowed',
    );
    expectRefusal(
      await upload({ prt_id: String(created), is_nfe: 'N' }, { name: 'foto.jpg', bytes: sampleBytes.pdf }),
      415,
      'file_type_not_allowed',
    );
    // An HTML page is neither a PDF nor an XML: the answer says so, not that an XML was a bad NF-e (issue 23).
    expectRefusal(
      await upload(
        { prt_id: String(created), is_nfe: 'S' },
        { name: 'page.xml', bytes: Buffer.from('<html><script>x</script></html>') },
      ),
      415,
      'file_type_not_allowed',
    );
    expectRefusal(
      await upload(
        { prt_id: String(created), is_nfe: 'S' },
        { name: 'not-nfe.xml', bytes: Buffer.from('<?xml version="1.0"?><note><to>x</to></note>') },
      ),
      415,
      'xml_not_nfe',
    );
    expect(uploadedFiles()).toEqual(before);
    expect(await attachmentRows(created)).toEqual([]);
  });

  it('refuses a file over the size limit with 413 and keeps nothing of it', async () => {
    const created = await createProtocolForUploads();
    const before = uploadedFiles();
    const big = Buffer.concat([
      sampleBytes.jpeg,
      Buffer.alloc(MAX_UPLOAD_BYTES + 1024 * 1024 - sampleBytes.jpeg.length, 1),
    ]);
    expectRefusal(
      await upload({ prt_id: String(created), is_nfe: 'N' }, photo('grande.jpg', big)),
      413,
      'file_too_large',
    );
    expect(uploadedFiles()).toEqual(before);
    expect(await attachmentRows(created)).toEqual([]);
  });

  it('gives 404 for another customer’s protocol, another brand’s host, an unknown protocol or item', async () => {
    const before = uploadedFiles();
    expectRefusal(
      await upload({ prt_id: String(OPENED), is_nfe: 'N' }, photo(), { cookie: bruno }),
      404,
      'protocol_not_found',
    );
    expectRefusal(
      await upload({ prt_id: String(DEMO.protocols.bruno), is_nfe: 'N' }, photo()),
      404,
      'protocol_not_found',
    );
    const anaBrand2 = await loginAs(testApp, { email: DEMO.ana.email }, 'brand2.localhost');
    expectRefusal(
      await upload({ prt_id: String(OPENED), is_nfe: 'N' }, photo(), { cookie: anaBrand2, host: 'brand2.localhost' }),
      404,
      'protocol_not_found',
    );
    expectRefusal(await upload({ prt_id: '999999', is_nfe: 'N' }, photo()), 404, 'protocol_not_found');
    expectRefusal(
      await upload({ prt_id: String(OPENED), is_nfe: 'N', item: '7' }, photo()),
      404,
      'protocol_item_not_found',
    );
    expect(uploadedFiles()).toEqual(before);

    const list = await testApp.app.inject({
      method: 'GET',
      url: `/api/returns/protocols/b2c/${OPENED}/files`,
      headers: { cookie: bruno },
    });
    expectRefusal(list, 404, 'protocol_not_found');
  });

  it('refuses files for a closed protocol', async () => {
    expectRefusal(
      await upload({ prt_id: String(DEMO.protocols.finished), is_nfe: 'N' }, photo()),
      409,
      'protocol_closed',
    );
  });

  it('refuses a call without session, without multipart, without file or with bad fields', async () => {
    const unauth = await testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { 'content-type': (await multipart({ prt_id: '1' }, photo())).contentType },
      payload: (await multipart({ prt_id: '1' }, photo())).payload,
    });
    expectRefusal(unauth, 401, 'session_missing');
    const json = await testApp.app.inject({
      method: 'POST',
      url: URL,
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify({ prt_id: OPENED }),
    });
    expectRefusal(json, 415, 'multipart_required');
    expectRefusal(await upload({ prt_id: String(OPENED), is_nfe: 'N' }), 400, 'upload_file_missing');
    expectRefusal(await upload({ prt_id: 'abc', is_nfe: 'N' }, photo()), 400, 'upload_fields_invalid');
    expectRefusal(await upload({ prt_id: String(OPENED), is_nfe: 'X' }, photo()), 400, 'upload_fields_invalid');
    expectRefusal(
      await upload({ prt_id: String(OPENED) }, photo('x.jpg', sampleBytes.jpeg), {}),
      409,
      'photo_limit_reached',
    );
  });

  it('says what is wrong with the form fields in the request language (issue 11)', async () => {
    const en = await upload({ prt_id: 'abc', is_nfe: 'X' }, photo(), { lang: 'en' });
    expectRefusal(en, 400, 'upload_fields_invalid');
    expect(en.json().message).toBe(
      'Invalid upload fields: prt_id must be the protocol number; is_nfe must be S (invoice) or N (photo or video)',
    );
    const es = await upload({ prt_id: String(OPENED), item: '0' }, photo(), { lang: 'es' });
    expect(es.json().message).toBe('Campos del envío no válidos: item debe ser el número del artículo en el protocolo');
    const pt = await upload({ prt_id: 'abc' }, photo(), { lang: 'pt-BR' });
    expect(pt.json().message).toBe('Campos do envio inválidos: prt_id deve ser o número do protocolo');

    // The multipart parser's own refusal (a '__proto__' field name) comes in our words too, never its English text.
    const proto = await upload(JSON.parse('{"__proto__": "x", "prt_id": "1"}') as Record<string, string>, photo(), {
      lang: 'es',
    });
    expectRefusal(proto, 400, 'multipart_invalid');
    expect(proto.json().message).toBe('No se pudo leer el envío multipart/form-data. Envía el archivo de nuevo.');
  });

  it('a retried upload with the same Idempotency-Key stores the file once, even when sent twice at once', async () => {
    const created = await createProtocolForUploads();
    const fields = { prt_id: String(created), is_nfe: 'N' };
    const first = await upload(fields, photo('a.jpg'), { key: 'upload-key-1' });
    const again = await upload(fields, photo('a.jpg'), { key: 'upload-key-1' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json().attachment).toEqual(first.json().attachment);
    const concurrent = await Promise.all([
      upload(fields, photo('b.png', sampleBytes.png), { key: 'upload-key-2' }),
      upload(fields, photo('b.png', sampleBytes.png), { key: 'upload-key-2' }),
    ]);
    expect(concurrent.map((response) => response.statusCode)).toEqual([200, 200]);
    expect(concurrent[1]!.json().attachment.id).toBe(concurrent[0]!.json().attachment.id);
    expect(await attachmentRows(created)).toHaveLength(2);
    expectRefusal(
      await upload(fields, photo('c.webp', sampleBytes.webp), { key: 'upload-key-1' }),
      409,
      'idempotency_key_reused',
    );
    expect(await attachmentRows(created)).toHaveLength(2);
  });

  it('leaves no temporary file behind after all of the above', () => {
    expect(existsSync(path.join(uploadsRoot(testApp.config), 'tmp'))).toBe(true);
    expect(readdirSync(path.join(uploadsRoot(testApp.config), 'tmp'))).toEqual([]);
  });

  it('a failure after the file reached its place removes the file and the row', async () => {
    const created = await createProtocolForUploads();
    const storage = createLocalStorage(uploadsRoot(testApp.config));
    const [anaRow] = await testApp.database.db.select().from(consumers).where(eq(consumers.email, DEMO.ana.email));
    const before = uploadedFiles();
    const temp = await storage.saveTemp(Readable.from([sampleBytes.jpeg]));
    let committedName = '';
    await expect(
      storeUpload(
        { db: testApp.database.db, storage },
        {
          owner: { protocolId: created, consumerId: anaRow!.id, brandId: DEMO.brand.correBrasil },
          isInvoice: false,
          originalName: 'x.jpg',
          temp,
        },
        {
          afterFileCommitted: (storedName) => {
            committedName = storedName;
            expect(existsSync(path.join(uploadsRoot(testApp.config), storedName))).toBe(true);
            throw new Error('database went away');
          },
        },
      ),
    ).rejects.toThrow('database went away');
    await storage.remove(temp);
    expect(committedName).not.toBe('');
    expect(uploadedFiles()).toEqual(before);
    expect(await attachmentRows(created)).toEqual([]);
  });
});

/** A fresh protocol of Ana's (so each test starts with an item without files), made through the API. */
async function createProtocolForUploads(): Promise<number> {
  const lines = [
    DEMO.lines.pixRefund,
    DEMO.lines.stockEmpty,
    DEMO.lines.otherSizeSoldOut,
    DEMO.lines.sizeExchange,
    DEMO.lines.colourExchange,
    DEMO.lines.reinvoice,
  ];
  for (const line of lines) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/returns/protocols/generate/b2c',
      headers: { cookie: ana, 'content-type': 'application/json' },
      payload: JSON.stringify(
        payload([itemFor(line, { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' })]),
      ),
    });
    if (response.statusCode === 200) return response.json().prt_id as number;
  }
  throw new Error('no free line left for an upload protocol');
}

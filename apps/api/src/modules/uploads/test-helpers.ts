/** Upload calls and disk/database checks shared by the upload test files. */
import { existsSync, readdirSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { attachments } from '../../db/schema';
import { DEMO } from '../../db/seed/demo-logins';
import { uploadsRoot } from '../../lib/storage';
import type { TestApp } from '../../test/test-app';
import { itemFor, payload } from '../protocols/test-payload';

export const UPLOAD_URL = '/api/upload/protocols/upload/file';

export interface FilePart {
  name: string;
  bytes: Buffer;
  type?: string;
  field?: string;
}

/** A real multipart body, encoded by the platform's FormData as a browser would send it. */
export async function multipartBody(fields: Record<string, string>, file?: FilePart) {
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

export function uploadHelpers(testApp: () => TestApp, cookie: () => string) {
  async function upload(fields: Record<string, string>, file?: FilePart, language = 'pt') {
    const body = await multipartBody(fields, file);
    return testApp().app.inject({
      method: 'POST',
      url: UPLOAD_URL,
      headers: { 'content-type': body.contentType, cookie: cookie(), 'accept-language': language },
      payload: body.payload,
    });
  }

  /** Every file under the uploads folder, relative paths, sorted. */
  function uploadedFiles(): string[] {
    const root = uploadsRoot(testApp().config);
    if (!existsSync(root)) return [];
    return (readdirSync(root, { recursive: true, withFileTypes: true }) as Dirent[])
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  }

  function attachmentRows(protocolId: number) {
    return testApp().database.db.select().from(attachments).where(eq(attachments.protocolId, protocolId));
  }

  /** A fresh protocol of Ana's (an item without files), made through the API; a database has six such lines. */
  async function createProtocol(): Promise<number> {
    const lines = [
      DEMO.lines.pixRefund,
      DEMO.lines.stockEmpty,
      DEMO.lines.otherSizeSoldOut,
      DEMO.lines.sizeExchange,
      DEMO.lines.colourExchange,
      DEMO.lines.reinvoice,
    ];
    for (const line of lines) {
      const response = await testApp().app.inject({
        method: 'POST',
        url: '/api/returns/protocols/generate/b2c',
        headers: { cookie: cookie(), 'content-type': 'application/json' },
        payload: JSON.stringify(
          payload([itemFor(line, { motivoCodigo: 16, smotivoCodigo: 162, desejoCodigo: 3, motivoGatilho: 'E' })]),
        ),
      });
      if (response.statusCode === 200) return response.json().prt_id as number;
    }
    throw new Error('no free line left for an upload protocol');
  }

  return { upload, uploadedFiles, attachmentRows, createProtocol };
}

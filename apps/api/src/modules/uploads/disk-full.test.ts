import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { DEMO } from '../../db/seed/demo-logins';
import { createStorage } from '../../lib/storage';
import { fullDiskStorage } from '../../test/full-disk-storage';
import { loginAs } from '../../test/login-as';
import { createTestApp, type TestApp } from '../../test/test-app';
import { multipartBody, uploadHelpers, UPLOAD_URL } from './test-helpers';
import { sampleBytes } from './test-files';

/**
 * Item 4: the upload disk is full. Run over a real keep-alive connection against app.listen, since inject cannot show
 * a request that stalls the connection for the next one.
 */

let testApp: TestApp;
let server: FastifyInstance;
let ana: string;
let port: number;
const { uploadedFiles, attachmentRows, createProtocol } = uploadHelpers(
  () => testApp,
  () => ana,
);

beforeAll(async () => {
  testApp = await createTestApp();
  ana = await loginAs(testApp, { email: DEMO.ana.email });
  // A second app on the same database and data folder, whose uploads go to a full disk.
  server = await buildApp({
    config: testApp.config,
    database: testApp.database,
    logger: false,
    uploadStorage: fullDiskStorage(createStorage(testApp.config)),
  });
  await server.listen({ port: 0, host: '127.0.0.1' });
  port = (server.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await server.close();
  await testApp.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The local port of the socket the answer came on (tells one connection from another). */
  socketPort: number;
}

function send(agent: http.Agent, options: http.RequestOptions, body?: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, agent, ...options }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          socketPort: request.socket?.localPort ?? 0,
        }),
      );
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('upload to a full disk (item 4)', () => {
  it('answers 507 with a translated warning, keeps nothing, and the next request on the connection is answered', async () => {
    const protocol = await createProtocol();
    const before = uploadedFiles();
    // Several MB: far more than the socket buffers, so most of the body is still unread when the write fails.
    const photo = Buffer.concat([sampleBytes.jpeg, Buffer.alloc(6 * 1024 * 1024, 1)]);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const [language, text] of [
        ['pt', 'espaço de armazenamento está esgotado'],
        ['en', 'storage space has run out'],
        ['es', 'espacio de almacenamiento está agotado'],
      ] as const) {
        const body = await multipartBody(
          { prt_id: String(protocol), is_nfe: 'N', item: '1' },
          { name: 'foto.jpg', bytes: photo },
        );
        const refused = await send(
          agent,
          {
            method: 'POST',
            path: UPLOAD_URL,
            headers: {
              'content-type': body.contentType,
              'content-length': body.payload.length,
              cookie: ana,
              'accept-language': language,
            },
          },
          body.payload,
        );
        expect({ status: refused.status, body: JSON.parse(refused.body) }).toMatchObject({
          status: 507,
          body: { type: 'WARN', code: 'storage_full', message: expect.stringContaining(text) },
        });

        // The next call through the same agent (same keep-alive pool of one socket) is answered; before the fix it
        // waited behind the unread upload until the test timed out.
        const next = await send(agent, {
          method: 'GET',
          path: `/api/returns/protocols/b2c/${protocol}/files`,
          headers: { cookie: ana },
        });
        expect(next.status).toBe(200);
        expect(JSON.parse(next.body)).toEqual({ files: [], missingFiles: [] });
      }
    } finally {
      agent.destroy();
    }
    expect(uploadedFiles()).toEqual(before);
    expect(await attachmentRows(protocol)).toEqual([]);
  });
});

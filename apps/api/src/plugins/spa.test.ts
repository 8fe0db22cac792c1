import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// A stand-in for apps/web/dist as the build leaves it: each text asset with its .br and .gz copies.
const SCRIPT = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const INDEX = `<!doctype html><html><head><script type="module" src="/assets/app-1234.js"></script></head><body>${'<!-- -->'.repeat(200)}</body></html>`;

let t: TestApp;
let distDir: string;

function writeWithCopies(file: string, content: string) {
  writeFileSync(file, content);
  writeFileSync(`${file}.br`, brotliCompressSync(content));
  writeFileSync(`${file}.gz`, gzipSync(content));
}

beforeAll(async () => {
  distDir = mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeWithCopies(path.join(distDir, 'index.html'), INDEX);
  writeWithCopies(path.join(distDir, 'assets', 'app-1234.js'), SCRIPT);
  t = await createTestApp({ seed: false, webDistDir: distDir });
});
afterAll(async () => {
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the SPA', () => {
  it('sends the Brotli copy of an asset to a browser that accepts it, gzip to one that takes only gzip', async () => {
    const brotli = await get('/assets/app-1234.js', 'gzip, deflate, br');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['vary']).toMatch(/accept-encoding/i);
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);
    expect(brotli.rawPayload.length).toBeLessThan(SCRIPT.length / 4);

    const gzip = await get('/assets/app-1234.js', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const plain = await get('/assets/app-1234.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.payload).toBe(SCRIPT);
  });

  it('serves index.html, compressed, for every page route (history fallback), never cached', async () => {
    const page = await get('/produtos-adquiridos-online/confirmacao', 'br');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toBe(INDEX);
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const missing = await get('/api/nothing-here', 'br');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ type: 'ERROR', code: 'not_found' });
  });
});

describe('API answers', () => {
  it('stay plain below 1 kB (the big ones are checked in the orders tests)', async () => {
    const small = await get('/api/health', 'br');
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

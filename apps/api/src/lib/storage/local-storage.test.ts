import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';

let root: string;

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'storage-test-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe('local storage', () => {
  it('writes a temp copy with its head and size, then commits it under the stored name', async () => {
    const storage = createLocalStorage(root);
    const content = Buffer.alloc(10_000, 7);
    content.write('%PDF-1.7', 0);
    const temp = await storage.saveTemp(Readable.from([content.subarray(0, 3000), content.subarray(3000)]), {
      headBytes: 16,
    });
    expect(temp.size).toBe(10_000);
    expect(temp.head.subarray(0, 8).toString()).toBe('%PDF-1.7');
    expect(temp.head.length).toBe(16);
    expect(temp.sha256).toBe(createHash('sha256').update(content).digest('hex'));
    expect(readdirSync(path.join(root, 'tmp'))).toHaveLength(1);

    await storage.commit(temp, 'abc/file-1.pdf');
    expect(readdirSync(path.join(root, 'tmp'))).toHaveLength(0);
    expect(readFileSync(path.join(root, 'abc/file-1.pdf')).equals(content)).toBe(true);
    expect((await readAll(storage.read('abc/file-1.pdf'))).equals(content)).toBe(true);
  });

  it('never overwrites a stored file', async () => {
    const storage = createLocalStorage(root);
    writeFileSync(path.join(root, 'taken.jpg'), 'first');
    const temp = await storage.saveTemp(Readable.from([Buffer.from('second')]));
    await expect(storage.commit(temp, 'taken.jpg')).rejects.toMatchObject({ code: 'EEXIST' });
    expect(readFileSync(path.join(root, 'taken.jpg'), 'utf8')).toBe('first');
    await storage.remove(temp);
    expect(readdirSync(path.join(root, 'tmp'))).toHaveLength(0);
  });

  it('removes temp copies and stored files, and removing twice is fine', async () => {
    const storage = createLocalStorage(root);
    const temp = await storage.saveTemp(Readable.from([Buffer.from('x')]));
    await storage.commit(temp, 'one.png');
    await storage.remove('one.png');
    await storage.remove('one.png');
    expect(readdirSync(root)).toEqual(['tmp']);
  });

  it('leaves no temp file when the source stream fails', async () => {
    const storage = createLocalStorage(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.saveTemp(failing)).rejects.toThrow('client went away');
    expect(readdirSync(path.join(root, 'tmp'))).toHaveLength(0);
  });

  it('refuses names that could leave the root or collide with the temp area', async () => {
    const storage = createLocalStorage(root);
    const temp = await storage.saveTemp(Readable.from([Buffer.from('x')]));
    for (const name of ['../escape.jpg', '/etc/passwd', 'tmp/x.jpg', 'a/../../b.jpg', 'Name With Spaces.jpg']) {
      await expect(storage.commit(temp, name)).rejects.toThrow(/Invalid stored file name/);
    }
    expect(() => storage.read('../x')).toThrow(/Invalid stored file name/);
    await expect(storage.remove({ tempKey: '../../x', size: 0, head: Buffer.alloc(0), sha256: '' })).rejects.toThrow(
      /Invalid temporary/,
    );
  });

  it('sweeps temp copies left by a process that died mid-upload, and only those', () => {
    mkdirSync(path.join(root, 'tmp'), { recursive: true });
    const stale = path.join(root, 'tmp', '00000000-0000-0000-0000-000000000001.part');
    const fresh = path.join(root, 'tmp', '00000000-0000-0000-0000-000000000002.part');
    writeFileSync(stale, 'old');
    writeFileSync(fresh, 'new');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    utimesSync(stale, twoHoursAgo, twoHoursAgo);
    createLocalStorage(root);
    expect(readdirSync(path.join(root, 'tmp'))).toEqual(['00000000-0000-0000-0000-000000000002.part']);
  });
});

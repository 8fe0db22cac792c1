import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FileStorage } from './types';

/** A storage for one test, and how to throw it away. */
export interface ContractSubject {
  storage: FileStorage;
  cleanup(): Promise<void>;
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * What every FileStorage driver must do, whatever keeps the bytes (issue 15 item 7): the upload service and the sweep
 * rely on exactly this. storage-contract.test.ts runs it on each driver that can run here.
 */
export function describeStorageContract(driver: string, make: () => Promise<ContractSubject>): void {
  describe(`${driver} storage: the FileStorage contract`, () => {
    let subject: ContractSubject;
    let storage: FileStorage;
    beforeEach(async () => {
      subject = await make();
      storage = subject.storage;
    });
    afterEach(async () => {
      await subject.cleanup();
    });

    it('saves a temp copy (size, head, hash), reads it back, commits it and reads the stored file', async () => {
      const content = Buffer.alloc(200_000, 9);
      content.write('%PDF-1.7', 0);
      const temp = await storage.saveTemp(Readable.from([content.subarray(0, 70_000), content.subarray(70_000)]), {
        headBytes: 16,
      });
      expect(temp.size).toBe(content.length);
      expect(temp.head.toString('latin1', 0, 8)).toBe('%PDF-1.7');
      expect(temp.head.length).toBe(16);
      expect(temp.sha256).toBe(createHash('sha256').update(content).digest('hex'));
      expect((await readAll(storage.readTemp(temp))).equals(content)).toBe(true);

      await storage.commit(temp, 'p1/file-1.pdf');
      expect((await readAll(storage.read('p1/file-1.pdf'))).equals(content)).toBe(true);
      const entries = await storage.listEntries();
      // Committed: the temp copy is gone, the stored file is listed with a write time.
      expect(entries.filter((entry) => entry.kind === 'temp')).toEqual([]);
      const stored = entries.filter((entry) => entry.kind === 'stored');
      expect(stored.map((entry) => entry.kind === 'stored' && entry.storedName)).toEqual(['p1/file-1.pdf']);
      expect(Math.abs(stored[0]!.modifiedAt.getTime() - Date.now())).toBeLessThan(5 * 60_000);
    });

    it('never overwrites a stored file', async () => {
      await storage.commit(await storage.saveTemp(Readable.from([Buffer.from('first')])), 'taken.jpg');
      const second = await storage.saveTemp(Readable.from([Buffer.from('second')]));
      await expect(storage.commit(second, 'taken.jpg')).rejects.toMatchObject({ code: 'EEXIST' });
      expect((await readAll(storage.read('taken.jpg'))).toString()).toBe('first');
      await storage.remove(second);
    });

    it('lists a temp copy not yet committed, and removes temp copies and stored files, twice without error', async () => {
      const left = await storage.saveTemp(Readable.from([Buffer.from('left behind')]));
      expect((await storage.listEntries()).map((entry) => entry.kind)).toEqual(['temp']);
      await storage.remove(left);
      await storage.remove(left);
      await storage.commit(await storage.saveTemp(Readable.from([Buffer.from('x')])), 'one.png');
      await storage.remove('one.png');
      await storage.remove('one.png');
      expect(await storage.listEntries()).toEqual([]);
    });

    it('fails the read stream of a missing file with ENOENT', async () => {
      await expect(readAll(storage.read('missing/file.jpg'))).rejects.toMatchObject({ code: 'ENOENT' });
    });

    it('refuses names it does not generate (paths out of the root, the temp area)', async () => {
      const temp = await storage.saveTemp(Readable.from([Buffer.from('x')]));
      for (const name of ['../escape.jpg', '/abs.jpg', 'tmp/x.jpg', 'UPPER.jpg']) {
        await expect(storage.commit(temp, name)).rejects.toThrow(/Invalid stored file name/);
      }
      expect(() => storage.read('../escape.jpg')).toThrow(/Invalid stored file name/);
      await storage.remove(temp);
    });
  });
}

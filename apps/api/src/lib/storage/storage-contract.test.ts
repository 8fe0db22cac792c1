import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { describeStorageContract } from './storage-contract';

/**
 * The FileStorage contract on every driver that runs here: the local folder always; the S3 driver against a real
 * S3-compatible server when S3_TEST_ENDPOINT points at one (no such server installs from this machine's registries as
 * a project dependency: ADR 0023), in a bucket made for each test and deleted after it.
 */

describeStorageContract('local', async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), 'storage-contract-'));
  return { storage: createLocalStorage(root), cleanup: async () => rmSync(root, { recursive: true, force: true }) };
});

const endpoint = process.env.S3_TEST_ENDPOINT;
if (endpoint) {
  describeStorageContract('s3', async () => {
    const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'storage-contract-s3-'));
    const bucket = `portal-test-${randomUUID().slice(0, 8)}`;
    const storage = createS3Storage({
      bucket,
      prefix: 'uploads/',
      tempRoot,
      client: {
        endpoint,
        region: 'us-east-1',
        forcePathStyle: true,
        credentials: {
          accessKeyId: process.env.S3_TEST_ACCESS_KEY_ID ?? 'S3RVER',
          secretAccessKey: process.env.S3_TEST_SECRET_ACCESS_KEY ?? 'S3RVER',
        },
      },
    });
    await storage.client.send(new CreateBucketCommand({ Bucket: bucket }));
    return {
      storage,
      async cleanup() {
        const { Contents = [] } = await storage.client.send(new ListObjectsV2Command({ Bucket: bucket }));
        if (Contents.length > 0) {
          await storage.client.send(
            new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: Contents.map((o) => ({ Key: o.Key! })) } }),
          );
        }
        await storage.client.send(new DeleteBucketCommand({ Bucket: bucket }));
        storage.client.destroy();
        rmSync(tempRoot, { recursive: true, force: true });
      },
    };
  });
}

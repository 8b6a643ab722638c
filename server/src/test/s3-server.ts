import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export interface TestS3Server {
  /** What S3_* settings a shop needs to use it. */
  environment: { S3_BUCKET: string; S3_ENDPOINT: string; S3_ACCESS_KEY_ID: string; S3_SECRET_ACCESS_KEY: string };
  close(): Promise<void>;
}

/** A local S3-compatible server (s3rver) on a free loopback port, with one empty bucket, its files in a temporary folder. */
export async function startS3Server(bucket = 'aurum-test-files'): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 'aurum-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const address = (await server.run()) as AddressInfo;
  return {
    // s3rver's fixed credentials; it checks the signature as S3 does.
    environment: { S3_BUCKET: bucket, S3_ENDPOINT: `http://127.0.0.1:${address.port}`, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}

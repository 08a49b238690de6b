import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { S3Settings } from '../src/storage/s3-file-storage.ts';

/** s3rver's built-in account; it checks that the key exists and that presigned URLs have not expired. */
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

export type TestS3Server = {
  settings: S3Settings;
  /** The same settings as the environment variables `loadConfig` reads. */
  env: Record<string, string>;
  /** The bucket's folder on disk, to check what the server really holds. */
  directory: string;
  stop: () => Promise<void>;
};

/** Starts s3rver on 127.0.0.1 on a free port, with one empty bucket, in a child process. */
export async function startS3Server(bucket = 'keelson-test'): Promise<TestS3Server> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-s3-'));
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, 's3-server-process.mjs'), directory, bucket],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => resolve(JSON.parse(line).port));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    settings: {
      bucket,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      credentials: S3RVER_CREDENTIALS,
    },
    env: {
      FILE_STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
    },
    directory,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.stdin?.end();
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type TestS3Server } from '../../test/s3-server.ts';
import {
  type FileStorage,
  FileTooLargeError,
  putBuffer,
  readBuffer,
  UnsafeKeyError,
} from './file-storage.ts';
import { localFileStorage } from './local-file-storage.ts';
import { s3FileStorage } from './s3-file-storage.ts';

const MB = 1024 * 1024;

/** `totalBytes` of a repeatable pattern, made 64 KB at a time: never whole in memory. */
function generated(totalBytes: number, failAfterBytes?: number) {
  const chunkBytes = 64 * 1024;
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < totalBytes; offset += chunkBytes) {
        if (failAfterBytes !== undefined && offset >= failAfterBytes) throw new Error('source broke');
        const chunk = Buffer.alloc(Math.min(chunkBytes, totalBytes - offset));
        chunk.writeUInt32BE(offset / chunkBytes);
        chunk.fill(offset % 251, 4);
        yield chunk;
      }
    })(),
  );
}

async function sha256(stream: AsyncIterable<Buffer>) {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk);
  return hash.digest('hex');
}

/** The largest growth of resident and ArrayBuffer memory over the start while `work` runs. */
async function peakGrowth<T>(work: () => Promise<T>) {
  const start = process.memoryUsage();
  let rss = 0;
  let arrayBuffers = 0;
  const sample = () => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss - start.rss);
    arrayBuffers = Math.max(arrayBuffers, now.arrayBuffers - start.arrayBuffers);
  };
  const timer = setInterval(sample, 20);
  try {
    const result = await work();
    sample();
    return { result, rssMB: rss / MB, arrayBuffersMB: arrayBuffers / MB };
  } finally {
    clearInterval(timer);
  }
}

type Driver = {
  files: FileStorage;
  /** The keys the store holds, however it keeps them. */
  keys: () => Promise<string[]>;
  stop: () => Promise<void>;
};

const drivers: { name: string; start: () => Promise<Driver> }[] = [
  {
    name: 'local disk',
    async start() {
      const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-files-'));
      return {
        files: localFileStorage(path.join(root, 'files')),
        // Every file on disk, temporary ones and sidecars included: nothing may be left behind.
        keys: async () =>
          fs.existsSync(path.join(root, 'files'))
            ? (
                fs.readdirSync(path.join(root, 'files'), {
                  recursive: true,
                  withFileTypes: true,
                }) as fs.Dirent[]
              )
                .filter((entry) => entry.isFile())
                .map((entry) =>
                  path.relative(path.join(root, 'files'), path.join(entry.parentPath, entry.name)),
                )
                .sort()
            : [],
        stop: async () => fs.rmSync(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const server: TestS3Server = await startS3Server();
      const client = new S3Client({
        region: server.settings.region,
        endpoint: server.settings.endpoint,
        forcePathStyle: true,
        credentials: server.settings.credentials,
      });
      return {
        files: s3FileStorage(server.settings),
        keys: async () => {
          const answer = await client.send(new ListObjectsV2Command({ Bucket: server.settings.bucket }));
          return (answer.Contents ?? []).map((object) => object.Key ?? '').sort();
        },
        stop: async () => {
          client.destroy();
          await server.stop();
        },
      };
    },
  },
];

describe.each(drivers)('file storage on $name', ({ start }) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await start();
  });
  afterAll(() => driver.stop());

  it('round-trips a 200 MB stream with bounded memory', { timeout: 180_000 }, async () => {
    const total = 200 * MB;
    const put = await peakGrowth(() =>
      driver.files.put('big/stream', generated(total), {
        contentType: 'application/zip',
        maxBytes: 300 * MB,
      }),
    );
    expect(put.result).toEqual({ size: total });
    const read = await peakGrowth(async () => {
      const file = await driver.files.get('big/stream');
      if (!file) throw new Error('missing');
      return { size: file.size, contentType: file.contentType, hash: await sha256(file.body) };
    });
    expect(read.result).toEqual({
      size: total,
      contentType: 'application/zip',
      hash: await sha256(generated(total)),
    });
    console.info(
      `200 MB round trip, peak growth: put rss ${put.rssMB.toFixed(1)} MB, arrayBuffers ${put.arrayBuffersMB.toFixed(1)} MB; ` +
        `get rss ${read.rssMB.toFixed(1)} MB, arrayBuffers ${read.arrayBuffersMB.toFixed(1)} MB`,
    );
    // Streamed, neither side holds the file: a buffered put or get would grow by its 200 MB at least.
    // The bound leaves room for the in-process S3 server's own buffers and a garbage collector
    // running late on a loaded machine (69 MB was seen once in CI with 64 as the bound).
    for (const growth of [put, read]) {
      expect(growth.rssMB).toBeLessThan(100);
      expect(growth.arrayBuffersMB).toBeLessThan(100);
    }
    await driver.files.delete('big/stream');
    expect(await driver.files.head('big/stream')).toBeUndefined();
  });

  it('reads byte ranges, heads and deletes', async () => {
    const text = Buffer.from('0123456789abcdefghij');
    await putBuffer(driver.files, 'ranges/digits', { data: text, contentType: 'text/plain' });
    expect(await driver.files.head('ranges/digits')).toEqual({ size: 20, contentType: 'text/plain' });
    const middle = await driver.files.get('ranges/digits', { start: 2, end: 5 });
    expect(middle?.size).toBe(20);
    expect((await sha256Text(middle?.body)).text).toBe('2345');
    const last = await driver.files.get('ranges/digits', { start: 19, end: 19 });
    expect((await sha256Text(last?.body)).text).toBe('j');
    expect((await readBuffer(driver.files, 'ranges/digits'))?.data.toString()).toBe(text.toString());
    await putBuffer(driver.files, 'ranges/empty', { data: Buffer.alloc(0), contentType: 'text/plain' });
    expect(await driver.files.head('ranges/empty')).toEqual({ size: 0, contentType: 'text/plain' });
    expect((await readBuffer(driver.files, 'ranges/empty'))?.data.length).toBe(0);
    await driver.files.delete('ranges/digits');
    await driver.files.delete('ranges/digits');
    expect(await driver.files.get('ranges/digits')).toBeUndefined();
    expect(await driver.files.head('ranges/digits')).toBeUndefined();
  });

  it('refuses a stream over its size limit and leaves nothing behind, nor after a broken source', async () => {
    const before = await driver.keys();
    // Under one S3 part (a single PUT) and over it (a multipart upload that must be aborted).
    for (const [size, limit] of [
      [1 * MB, 100 * 1024],
      [12 * MB, 8 * MB],
    ] as const) {
      await expect(
        driver.files.put('limited/file', generated(size), {
          contentType: 'application/pdf',
          maxBytes: limit,
        }),
      ).rejects.toBeInstanceOf(FileTooLargeError);
      expect(await driver.files.head('limited/file')).toBeUndefined();
    }
    await expect(
      driver.files.put('limited/broken', generated(8 * MB, 6 * MB), { contentType: 'application/pdf' }),
    ).rejects.toThrow('source broke');
    expect(await driver.files.head('limited/broken')).toBeUndefined();
    expect(await driver.keys()).toEqual(before);
    // Exactly at the limit is allowed.
    await driver.files.put('limited/exact', generated(100 * 1024), {
      contentType: 'application/pdf',
      maxBytes: 100 * 1024,
    });
    expect((await driver.files.head('limited/exact'))?.size).toBe(100 * 1024);
  });

  it('refuses keys that could leave their folder', async () => {
    const tricks = [
      '',
      '../outside',
      'documents/../../outside',
      '/etc/passwd',
      'documents\\..\\outside',
      'documents/a\0b',
      '%2e%2e/outside',
      'documents/%2E%2E%2Foutside',
      'documents//twice',
      'documents/',
      './here',
      'documents/file.type',
      'C:\\outside',
    ];
    const before = await driver.keys();
    for (const key of tricks) {
      await expect(
        putBuffer(driver.files, key, { data: Buffer.from('x'), contentType: 'text/plain' }),
      ).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(driver.files.get(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(driver.files.head(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(driver.files.delete(key)).rejects.toBeInstanceOf(UnsafeKeyError);
      await expect(
        driver.files.downloadUrl(key, {
          expiresInSeconds: 60,
          filename: 'x',
          disposition: 'attachment',
          contentType: 'text/plain',
        }),
      ).rejects.toBeInstanceOf(UnsafeKeyError);
    }
    expect(await driver.keys()).toEqual(before);
  });
});

async function sha256Text(stream: AsyncIterable<Buffer> | undefined) {
  if (!stream) throw new Error('missing');
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { text: Buffer.concat(chunks).toString() };
}

describe('file storage on local disk, beyond the shared contract', () => {
  it('reads files stored before streaming (data file and .type sidecar), and serves no direct URL', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-files-'));
    try {
      fs.mkdirSync(path.join(root, 'users', 'u1'), { recursive: true });
      fs.writeFileSync(path.join(root, 'users', 'u1', 'abc'), 'old bytes');
      fs.writeFileSync(path.join(root, 'users', 'u1', 'abc.type'), 'image/png');
      const files = localFileStorage(root);
      expect(await readBuffer(files, 'users/u1/abc')).toEqual({
        data: Buffer.from('old bytes'),
        contentType: 'image/png',
      });
      expect(
        await files.downloadUrl('users/u1/abc', {
          expiresInSeconds: 60,
          filename: 'a.png',
          disposition: 'inline',
          contentType: 'image/png',
        }),
      ).toBeUndefined();
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('file storage on S3: presigned download URLs', () => {
  let server: TestS3Server;
  beforeAll(async () => {
    server = await startS3Server('presigned');
  });
  afterAll(() => server.stop());

  it('serve the file with its name and type until they expire, then are refused (s3rver checks expiry, not V4 signatures)', async () => {
    const files = s3FileStorage(server.settings);
    await putBuffer(files, 'documents/b1/cert', {
      data: Buffer.from('%PDF-1.7 cert'),
      contentType: 'application/pdf',
    });
    const url = await files.downloadUrl('documents/b1/cert', {
      expiresInSeconds: 2,
      filename: 'cert ü.pdf',
      disposition: 'inline',
      contentType: 'application/pdf',
    });
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/presigned\/documents\/b1\/cert\?.*X-Amz-Expires=2(&|$)/);
    const fresh = await fetch(url as string);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('content-type')).toBe('application/pdf');
    expect(fresh.headers.get('content-disposition')).toBe('inline; filename="cert _.pdf"');
    expect(await fresh.text()).toBe('%PDF-1.7 cert');
    // The signing time is cut to whole seconds, so a 2-second URL lives 1 to 2 seconds: fresh
    // above, surely over after 3.
    await new Promise((resolve) => setTimeout(resolve, 3100));
    const expired = await fetch(url as string);
    expect(expired.status).toBe(403);
    expect(await expired.text()).toContain('Request has expired');
  });
});

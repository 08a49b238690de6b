import fs from 'node:fs';
import http from 'node:http';
import { Readable } from 'node:stream';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createBucket, createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG } from '../../../test/images.ts';
import { startS3Server, type TestS3Server } from '../../../test/s3-server.ts';
import { DOCUMENT_LIMIT_BYTES } from './document-files.ts';

const MB = 1024 * 1024;

/** A PDF of `size` bytes that arrives in 64 KB pieces with no declared length, as a browser may send it. */
function pdfStream(size: number) {
  const head = Buffer.from('%PDF-1.7\n');
  return Readable.from(
    (function* () {
      yield head;
      for (let sent = head.length; sent < size; sent += 64 * 1024) {
        yield Buffer.alloc(Math.min(64 * 1024, size - sent), sent % 251);
      }
    })(),
  );
}

/** The store the app runs on: its settings, and the files it holds in a company's folder. */
type Store = {
  env: Record<string, string>;
  keys: (t: TestApp, bucketId: string) => Promise<string[]>;
  stop: () => Promise<void>;
};

const stores: { name: string; start: () => Promise<Store> }[] = [
  {
    name: 'local disk',
    start: async () => ({
      env: {},
      // The data files, not their `.type` sidecars (nor temporary files: there must be none).
      keys: async (t, bucketId) => {
        const folder = `${t.deps.config.dataDir}/files/documents/${bucketId}`;
        return fs.existsSync(folder) ? fs.readdirSync(folder).filter((file) => !file.endsWith('.type')) : [];
      },
      stop: async () => {},
    }),
  },
  {
    name: 'S3 (s3rver)',
    async start() {
      const server: TestS3Server = await startS3Server('documents');
      const client = new S3Client({
        region: server.settings.region,
        endpoint: server.settings.endpoint,
        forcePathStyle: true,
        credentials: server.settings.credentials,
      });
      return {
        env: server.env,
        keys: async (_t, bucketId) => {
          const answer = await client.send(
            new ListObjectsV2Command({ Bucket: 'documents', Prefix: `documents/${bucketId}/` }),
          );
          return (answer.Contents ?? []).map((object) => object.Key ?? '');
        },
        stop: async () => {
          client.destroy();
          await server.stop();
        },
      };
    },
  },
];

describe.each(stores)('document files on $name', ({ name, start }) => {
  let store: Store;
  let t: TestApp;
  let expert: FactoryUser;
  let bucketId: string;
  const keys = (bucket: string) => store.keys(t, bucket);
  beforeAll(async () => {
    store = await start();
    t = await createTestApp({ env: store.env });
    expert = await createUser(t.db);
    const team = await createTeam(t.db, {
      features: ['ihm.expert', 'ihm.maint'],
      members: [{ user: expert, role: 'legal' }],
    });
    bucketId = (await createBucket(t.db, { teamId: team.id, type: 'ihm_maint' })).id;
  });
  afterAll(async () => {
    await t.close();
    await store.stop();
  });

  const upload = (body: Buffer | Readable, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/ihm/maint/companies/${bucketId}/documents?type=md&filename=manual.pdf`,
      payload: body,
      headers: { ...auth(expert), 'content-type': 'application/pdf', ...headers },
    });

  it('streams an upload of unknown length to storage and downloads it whole or by ranges', async () => {
    const size = 3 * MB + 17;
    const created = await upload(pdfStream(size));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ file_size: size });
    expect(await keys(bucketId)).toHaveLength(1);
    const url: string = created.json().download_url;
    const expected = Buffer.concat(await pdfStream(size).toArray());

    // What the browser gets: the bytes from the app (local disk) or through a redirect (S3).
    const fetchFile = async (range?: string) => {
      const answer = await t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });
      if (name === 'local disk') {
        return {
          status: answer.statusCode,
          headers: answer.headers as Record<string, string>,
          body: answer.rawPayload,
        };
      }
      expect(answer.statusCode).toBe(302);
      expect(answer.headers['cache-control']).toBe('private, no-store');
      const location = answer.headers.location as string;
      expect(location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/documents\/documents\/.+X-Amz-Expires=60/);
      const direct = await fetch(location, { headers: range ? { range } : {} });
      return {
        status: direct.status,
        headers: Object.fromEntries(direct.headers),
        body: Buffer.from(await direct.arrayBuffer()),
      };
    };

    const whole = await fetchFile();
    expect(whole.status).toBe(200);
    expect(whole.headers['content-type']).toBe('application/pdf');
    expect(whole.headers['content-disposition']).toBe('attachment; filename="manual.pdf"');
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.body.equals(expected)).toBe(true);

    const first = await fetchFile('bytes=0-4');
    expect(first.status).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-4/${size}`);
    expect(first.body.toString()).toBe('%PDF-');

    const middle = await fetchFile(`bytes=${2 * MB}-${2 * MB + 99}`);
    expect(middle.status).toBe(206);
    expect(middle.body.equals(expected.subarray(2 * MB, 2 * MB + 100))).toBe(true);

    if (name === 'local disk') {
      const tail = await fetchFile('bytes=-10');
      expect(tail.headers['content-range']).toBe(`bytes ${size - 10}-${size - 1}/${size}`);
      expect(tail.body.equals(expected.subarray(size - 10))).toBe(true);
      const past = await t.app.inject({ method: 'GET', url, headers: { range: `bytes=${size}-` } });
      expect(past.statusCode).toBe(416);
      expect(past.headers['content-range']).toBe(`bytes */${size}`);
      expect(past.json().code).toBe('range_not_satisfiable');
    }
  });

  it('refuses an upload over the limit with 413 and stores nothing, with or without a declared length', async () => {
    const before = await keys(bucketId);
    const countBefore = await documentCount();
    const streamed = await upload(pdfStream(DOCUMENT_LIMIT_BYTES + 1));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json().code).toBe('FST_ERR_CTP_BODY_TOO_LARGE');
    // The rest of the body is never read: the connection closes after the answer.
    expect(streamed.headers.connection).toBe('close');
    const declared = await upload(Buffer.concat([Buffer.from('%PDF-'), Buffer.alloc(DOCUMENT_LIMIT_BYTES)]));
    expect(declared.statusCode).toBe(413);
    expect(await keys(bucketId)).toEqual(before);
    expect(await documentCount()).toBe(countBefore);
    // Exactly the limit is accepted.
    expect((await upload(pdfStream(DOCUMENT_LIMIT_BYTES))).statusCode).toBe(201);
  });

  it('answers 413 on a real socket to a client still sending far past the limit, then closes', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await new Promise<{ status?: number; connection?: string; code: string }>(
      (resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: `/api/ihm/maint/companies/${bucketId}/documents?type=md&filename=huge.pdf`,
            headers: { ...auth(expert), 'content-type': 'application/pdf', 'transfer-encoding': 'chunked' },
          },
          (response) => {
            let body = '';
            response.on('data', (chunk) => {
              body += chunk;
            });
            response.on('end', () =>
              resolve({
                status: response.statusCode,
                connection: response.headers.connection,
                code: JSON.parse(body).code,
              }),
            );
          },
        );
        request.on('error', reject);
        // 200 MB offered; the server stops reading after 10 MB, so most is never sent.
        const chunk = Buffer.alloc(64 * 1024, 1);
        let offered = 0;
        request.write('%PDF-1.7\n');
        const pump = () => {
          while (offered < 200 * MB && !request.destroyed) {
            offered += chunk.length;
            if (!request.write(chunk)) return void request.once('drain', pump);
          }
          request.end();
        };
        pump();
      },
    );
    expect(answer).toEqual({ status: 413, connection: 'close', code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('refuses a body that is not a document before storing anything', async () => {
    const before = await keys(bucketId);
    const answer = await upload(Readable.from([Buffer.from('PK\u0003\u0004 a zip'), Buffer.alloc(MB)]));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().code).toBe('invalid_document');
    expect(await keys(bucketId)).toEqual(before);
  });

  it('serves images through the app (cacheable, never redirected), ranges included', async () => {
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${expert.id}/image`,
      headers: { ...auth(expert), 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(put.statusCode, put.body).toBe(200);
    const url = put.json().image as string;
    const whole = await t.app.inject({ method: 'GET', url, headers: auth(expert) });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(whole.rawPayload.equals(PNG)).toBe(true);
    const part = await t.app.inject({ method: 'GET', url, headers: { ...auth(expert), range: 'bytes=1-3' } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe('PNG');
  });

  async function documentCount() {
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/ihm/maint/companies/${bucketId}/documents`,
      headers: auth(expert),
    });
    return list.json().total_elements as number;
  }
});

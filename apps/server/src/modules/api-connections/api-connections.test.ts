import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiConnections, importJobs } from '../../db/schema/index.ts';
import { type ApiKeysWorld, apiKeysWorld } from '../api-keys/api-keys.fixture.ts';
import { apiConnectionPullJob } from './api-connection-pull.job.ts';
import { apiConnectionsDueJob } from './api-connections-due.job.ts';
import { decryptCredentials } from './credentials-cipher.ts';

const DAY = 24 * 3600 * 1000;
const FILE = '{"vessel.imo_number":"9123456","purchase_order.extid":"PO-1"}\n';

/** The other system: serves its export behind basic authentication and remembers what it was sent. */
async function exportServer() {
  const seen: { url: string; authorization: string | undefined }[] = [];
  const server = http.createServer((request, response) => {
    seen.push({ url: request.url ?? '', authorization: request.headers.authorization });
    const expected = `Basic ${Buffer.from('keelson:s3cret-pass').toString('base64')}`;
    if (request.url === '/broken') return void response.writeHead(500).end();
    if (request.headers.authorization !== expected) return void response.writeHead(401).end();
    response.writeHead(200, { 'content-type': 'application/x-ndjson' }).end(FILE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { seen, url: (path: string) => `http://127.0.0.1:${port}${path}`, close: () => server.close() };
}

describe('API connections: a company pulls its purchase data on a schedule, each run an import job', () => {
  let w: ApiKeysWorld;
  let remote: Awaited<ReturnType<typeof exportServer>>;
  const connectionsUrl = () => `/ihm/maint/buckets/${w.own.bucketId}/api-connections`;
  const basic = (path = '/exports/orders.jsonl') => ({
    name: 'Procurement export',
    url: remote.url(path),
    auth_type: 'basic',
    username: 'keelson',
    password: 's3cret-pass',
    file_type: 'jsonlines',
    source: null,
    schedule: 'daily',
  });
  const create = async (body: object = basic()) => {
    const res = await w.call(w.manager, 'POST', connectionsUrl(), body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: string; next_run_at: string; last_run_at: string | null };
  };
  const jobsOf = async (id: string) => {
    const res = await w.call(w.manager, 'GET', `/ihm/maint/api-connections/${id}/api-connection-jobs`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      total_elements: number;
      content: { id: string; status: string; error: string | null; file_size: number | null; type: string }[];
    };
  };

  beforeAll(async () => {
    w = await apiKeysWorld();
    remote = await exportServer();
  });
  afterAll(async () => {
    remote.close();
    await w.t.close();
  });

  it('credentials are stored encrypted and never answered', async () => {
    const created = await create();
    const res = await w.call(w.manager, 'GET', connectionsUrl());
    expect(res.body).not.toContain('s3cret-pass');
    expect(res.json()).toContainEqual(
      expect.objectContaining({
        id: created.id,
        auth_type: 'basic',
        has_credentials: true,
        schedule: 'daily',
        disabled: false,
      }),
    );
    const [row] = await w.t.db.select().from(apiConnections).where(eq(apiConnections.id, created.id));
    expect(row?.credentials).not.toContain('s3cret-pass');
    const secret = w.t.deps.config.fileUrlSecret;
    expect(decryptCredentials(secret, w.own.bucketId, row?.credentials ?? '')).toEqual({
      username: 'keelson',
      password: 's3cret-pass',
    });
    // Bound to its company and to the app's secret.
    expect(decryptCredentials(secret, w.other.bucketId, row?.credentials ?? '')).toBeUndefined();
    expect(
      decryptCredentials('another-secret-of-the-app', w.own.bucketId, row?.credentials ?? ''),
    ).toBeUndefined();
  });

  it('run now: 202 with the import job; the pull sends the credentials and stores the file for the import', async () => {
    const { id } = await create();
    const run = await w.call(w.manager, 'POST', `/ihm/maint/api-connections/${id}/jobs`);
    expect(run.statusCode, run.body).toBe(202);
    expect(run.json()).toMatchObject({
      type: 'api_connection',
      status: 'created',
      api_connection_id: id,
      file_name: 'orders.jsonl',
      file_type: 'jsonlines',
    });
    const before = remote.seen.length;
    expect(await w.t.deps.jobs.workOff(apiConnectionPullJob)).toBe(1);
    expect(remote.seen.slice(before)).toEqual([
      {
        url: '/exports/orders.jsonl',
        authorization: `Basic ${Buffer.from('keelson:s3cret-pass').toString('base64')}`,
      },
    ]);
    const [job] = await w.t.db.select().from(importJobs).where(eq(importJobs.id, run.json().id));
    expect(job).toMatchObject({
      status: 'pending',
      fileSize: Buffer.byteLength(FILE),
      autoRun: true,
      createdByUserId: w.manager.id,
    });
    const listed = await jobsOf(id);
    expect(listed.total_elements).toBe(1);
    expect(listed.content[0]).toMatchObject({
      id: run.json().id,
      status: 'pending',
      file_size: Buffer.byteLength(FILE),
    });
    const [connection] = await w.t.db.select().from(apiConnections).where(eq(apiConnections.id, id));
    expect(connection?.lastRunAt).toEqual(w.t.deps.now());
    expect(connection?.nextRunAt).toEqual(new Date(w.t.deps.now().getTime() + DAY));
  });

  it('a refused pull fails its import job with the reason in words', async () => {
    const { id } = await create({ ...basic(), password: 'wrong' });
    await w.call(w.manager, 'POST', `/ihm/maint/api-connections/${id}/jobs`);
    await w.t.deps.jobs.workOff(apiConnectionPullJob);
    const [job] = (await jobsOf(id)).content;
    expect(job).toMatchObject({ status: 'failed', error: expect.stringMatching(/answered 401/) });
  });

  it('changes: any field; credentials only with their type; none drops them', async () => {
    const { id } = await create();
    const url = `/ihm/maint/api-connections/${id}`;
    const renamed = await w.call(w.manager, 'PATCH', url, {
      name: 'Nightly export',
      schedule: 'every_2_weeks',
      source: 'CFM_IHMMAINT',
    });
    expect(renamed.json()).toMatchObject({
      name: 'Nightly export',
      schedule: 'every_2_weeks',
      source: 'CFM_IHMMAINT',
      has_credentials: true,
    });
    expect((await w.call(w.manager, 'PATCH', url, { auth_type: 'bearer' })).statusCode).toBe(400);
    expect((await w.call(w.manager, 'PATCH', url, { token: 'abc' })).statusCode).toBe(400);
    expect((await w.call(w.manager, 'PATCH', url, { auth_type: 'basic' })).json()).toMatchObject({
      has_credentials: true,
    });
    const bearer = await w.call(w.manager, 'PATCH', url, { auth_type: 'bearer', token: 'tok-123' });
    expect(bearer.json()).toMatchObject({ auth_type: 'bearer', has_credentials: true });
    const none = await w.call(w.manager, 'PATCH', url, { auth_type: 'none' });
    expect(none.json()).toMatchObject({ auth_type: 'none', has_credentials: false });
  });

  it('bad input is 400 with the catalogue message and writes nothing', async () => {
    const before = await w.t.db.select().from(apiConnections);
    for (const body of [
      { ...basic(), url: 'ftp://example.com/orders.jsonl' },
      { ...basic(), url: 'file:///etc/passwd' },
      { ...basic(), url: 'https://user:pass@example.com/x' },
      { ...basic(), url: 'not a url' },
      { ...basic(), password: undefined },
      { ...basic(), auth_type: 'bearer' },
      { ...basic(), auth_type: 'none' },
      { ...basic(), schedule: 'hourly' },
      { ...basic(), file_type: 'csv' },
      { ...basic(), source: 'SAP' },
      { ...basic(), extra: true },
      { ...basic(), name: '' },
    ]) {
      const res = await w.call(w.manager, 'POST', connectionsUrl(), body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'Invalid request' });
    }
    expect(await w.t.db.select().from(apiConnections)).toEqual(before);
  });

  it('managers only: 403 for an expert, 404 for strangers and other companies; delete keeps the jobs', async () => {
    const { id } = await create();
    const url = `/ihm/maint/api-connections/${id}`;
    expect((await w.call(w.expert, 'GET', connectionsUrl())).statusCode).toBe(403);
    expect((await w.call(w.expert, 'POST', `${url}/jobs`)).statusCode).toBe(403);
    expect((await w.call(w.stranger, 'PATCH', url, { disabled: true })).statusCode).toBe(404);
    expect((await w.call(w.otherManager, 'DELETE', url)).statusCode).toBe(404);
    const run = await w.call(w.manager, 'POST', `${url}/jobs`);
    expect((await w.call(w.manager, 'DELETE', url)).statusCode).toBe(200);
    expect((await w.call(w.manager, 'GET', `${url}/api-connection-jobs`)).statusCode).toBe(404);
    // The queued pull finds its connection gone and says so.
    await w.t.deps.jobs.workOff(apiConnectionPullJob);
    const [job] = await w.t.db.select().from(importJobs).where(eq(importJobs.id, run.json().id));
    expect(job).toMatchObject({ apiConnectionId: null, status: 'failed' });
  });
  // Last: it moves the clock past the users' sessions.
  it('the schedule: a new connection runs at the next sweep, then once per its period; disabled ones never', async () => {
    await w.t.db.update(apiConnections).set({ disabled: true });
    const { id } = await create({ ...basic(), schedule: 'weekly' });
    const runs = async () =>
      (await w.t.db.select().from(importJobs).where(eq(importJobs.apiConnectionId, id))).length;
    const sweep = async () => {
      await w.t.deps.jobs.send(apiConnectionsDueJob, {});
      expect(await w.t.deps.jobs.workOff(apiConnectionsDueJob)).toBe(1);
      await w.t.deps.jobs.workOff(apiConnectionPullJob);
      return runs();
    };
    expect(await sweep()).toBe(1);
    expect(await sweep()).toBe(1);
    const disabled = await w.call(w.manager, 'PATCH', `/ihm/maint/api-connections/${id}`, { disabled: true });
    expect(disabled.json()).toMatchObject({ disabled: true });
    w.t.clock.advance(8 * DAY);
    expect(await sweep()).toBe(1);
    // Enabled again after its due time: it runs once at the next sweep, not once per missed week.
    await w.t.db.update(apiConnections).set({ disabled: false }).where(eq(apiConnections.id, id));
    expect(await sweep()).toBe(2);
    expect(await sweep()).toBe(2);
    w.t.clock.advance(6 * DAY);
    expect(await sweep()).toBe(2);
    w.t.clock.advance(DAY);
    expect(await sweep()).toBe(3);
    const jobs = await w.t.db.select().from(importJobs).where(eq(importJobs.apiConnectionId, id));
    expect(jobs.every((job) => job.status === 'pending' && job.createdByUserId === null)).toBe(true);
  });
});

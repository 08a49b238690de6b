import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auth, createUser, type FactoryUser } from '../../test/factories.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { jobRuns } from '../db/schema/index.ts';
import { defineJob, type JobDefinition } from './job-definition.ts';
import { type JobQueue, openJobQueue } from './job-queue.ts';

const ZTest = z.object({ key: z.string() });
const quiet = { info: () => {}, error: () => {} };

describe('the job queue', () => {
  let t: TestApp;
  let user: FactoryUser;
  const queues: JobQueue[] = [];

  /** A second queue on the test database with its own definitions and workers, as another process would have. */
  async function workerQueue(
    definitions: JobDefinition<z.infer<typeof ZTest>>[],
    props: { schedules?: boolean } = {},
  ) {
    const queue = await openJobQueue({
      connection: t.queueConnection,
      definitions,
      log: quiet,
      supervise: true,
      schedules: props.schedules ?? false,
      pollingIntervalSeconds: 0.5,
      cronMonitorIntervalSeconds: 1,
    });
    queue.attach({ ...t.deps, jobs: queue });
    queues.push(queue);
    return queue;
  }

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.db, { email: 'jobs@example.com' });
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ timeoutMs: 1000 });
    await t.close();
  });

  it('retries a job that fails twice, with its error kept meanwhile, and it succeeds the third time', async () => {
    const attempts: number[] = [];
    const flaky = defineJob({
      name: 'test-flaky',
      payload: ZTest,
      tracked: true,
      retry: { limit: 3, delaySeconds: 1, backoff: false },
      timeoutSeconds: 30,
      handler: async ({ attempt }) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error(`failure number ${attempt}`);
      },
    });
    const queue = await workerQueue([flaky]);
    const id = (await queue.send(flaky, { key: 'a' }, { requestedBy: user.id })) as string;
    // The first run here and now: it fails and the job waits for its retry.
    expect(await queue.workOff(flaky)).toBe(1);
    expect((await queue.job(flaky, id))?.state).toBe('retry');
    const [retrying] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, id));
    expect(retrying).toMatchObject({ status: 'retrying', error: 'failure number 1', attempts: 1 });

    await queue.startWorkers();
    await expect.poll(async () => (await queue.job(flaky, id))?.state, { timeout: 15_000 }).toBe('completed');
    expect(attempts).toEqual([1, 2, 3]);
    const [done] = await t.db.select().from(jobRuns).where(eq(jobRuns.id, id));
    expect(done).toMatchObject({ status: 'succeeded', error: null, attempts: 3, progress: 1 });
  });

  it('a job that fails for good keeps its error, in the queue, in its run and in its dead-letter queue', async () => {
    const doomed = defineJob({
      name: 'test-doomed',
      payload: ZTest,
      tracked: true,
      retry: { limit: 1, delaySeconds: 1, backoff: false },
      timeoutSeconds: 30,
      deadLetter: 'test-doomed-dead',
      handler: async () => {
        throw new Error('the supplier system is down');
      },
    });
    const queue = await workerQueue([doomed]);
    await queue.startWorkers();
    const id = (await queue.send(doomed, { key: 'b' }, { requestedBy: user.id })) as string;
    await expect.poll(async () => (await queue.job(doomed, id))?.state, { timeout: 15_000 }).toBe('failed');
    expect(JSON.stringify((await queue.job(doomed, id))?.output)).toContain('the supplier system is down');

    const res = await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: auth(user) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'failed',
      error: 'the supplier system is down',
      attempts: 2,
      can_retry: true,
    });
    const dead = await queue.boss.fetch<{ key: string }>('test-doomed-dead');
    expect(dead.map((job) => job.data)).toEqual([{ key: 'b' }]);
  });

  it('progress is readable while the job runs, with phase, counts and time left; then it is done', async () => {
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = defineJob({
      name: 'test-progress',
      payload: ZTest,
      tracked: true,
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      timeoutSeconds: 60,
      handler: async ({ progress }) => {
        await progress.report({ phase: 'Reading rows', processed: 0, total: 10 });
        await new Promise((resolve) => setTimeout(resolve, 300));
        await progress.report({ phase: 'Writing items', processed: 5, total: 10 });
        await released;
      },
    });
    const queue = await workerQueue([slow]);
    await queue.startWorkers();
    const id = (await queue.send(slow, { key: 'c' }, { requestedBy: user.id })) as string;
    const read = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers: auth(user) })).json();
    await expect.poll(async () => (await read()).phase, { timeout: 10_000 }).toBe('Writing items');
    const running = await read();
    expect(running).toMatchObject({ status: 'running', progress: 0.5, processed: 5, total: 10, error: null });
    expect(running.estimated_seconds_left).toBeGreaterThanOrEqual(0);
    release();
    await expect.poll(async () => (await read()).status, { timeout: 10_000 }).toBe('succeeded');
    expect(await read()).toMatchObject({ progress: 1, estimated_seconds_left: null, can_retry: false });
  });

  it('nobody but its requester sees a job (404), and a wrong id is 404 too', async () => {
    const other = await createUser(t.db, { email: 'other-jobs@example.com' });
    const [run] = await t.db.select().from(jobRuns).limit(1);
    expect(run).toBeDefined();
    const theirs = await t.app.inject({ method: 'GET', url: `/api/jobs/${run?.id}`, headers: auth(other) });
    expect(theirs.statusCode).toBe(404);
    const missing = await t.app.inject({
      method: 'GET',
      url: `/api/jobs/${randomUUID()}`,
      headers: auth(user),
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/jobs/${run?.id}` });
    expect(anonymous.statusCode).toBe(401);
  });

  it('a failed job is started again by its requester and runs to the end', async () => {
    let fail = true;
    const once = defineJob({
      name: 'test-retry-by-hand',
      payload: ZTest,
      tracked: true,
      retry: { limit: 0, delaySeconds: 1, backoff: false },
      timeoutSeconds: 30,
      handler: async () => {
        if (fail) throw new Error('not yet');
      },
    });
    const queue = await workerQueue([once]);
    await queue.startWorkers();
    const id = (await queue.send(once, { key: 'd' }, { requestedBy: user.id })) as string;
    await expect.poll(async () => (await queue.job(once, id))?.state, { timeout: 10_000 }).toBe('failed');
    fail = false;
    // The route's service reads the app's registry: run it against this queue's definition instead.
    await queue.retry(once, id);
    await expect.poll(async () => (await queue.job(once, id))?.state, { timeout: 10_000 }).toBe('completed');
  });

  it('a scheduled job runs once per due time across two worker processes, and never beside itself', async () => {
    // Two runs within one minute would be right for a per-minute schedule crossing a minute: start early in one.
    const second = new Date().getUTCSeconds();
    if (second > 45) await new Promise((resolve) => setTimeout(resolve, (61 - second) * 1000));
    const runs: string[] = [];
    let running = 0;
    let overlapping = 0;
    const scheduled = (label: string) =>
      defineJob({
        name: 'test-every-minute',
        payload: z.object({}).passthrough() as unknown as typeof ZTest,
        policy: 'stately',
        retry: { limit: 0, delaySeconds: 1, backoff: false },
        timeoutSeconds: 30,
        schedule: () => '* * * * *',
        handler: async () => {
          running += 1;
          if (running > 1) overlapping += 1;
          runs.push(label);
          await new Promise((resolve) => setTimeout(resolve, 1500));
          running -= 1;
        },
      });
    const first = await workerQueue([scheduled('first')], { schedules: true });
    const other = await workerQueue([scheduled('second')], { schedules: true });
    await first.applySchedules(t.deps.config);
    await other.applySchedules(t.deps.config);
    await first.startWorkers();
    await other.startWorkers();
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(runs).toHaveLength(1);
    // A stately queue takes one more while one runs, and never runs two at once.
    expect(await first.send(scheduled('first'), { key: 'x' })).not.toBeNull();
    await expect.poll(() => running, { timeout: 10_000 }).toBe(1);
    expect(await first.send(scheduled('first'), { key: 'y' })).not.toBeNull();
    // One running and one waiting: a third is refused (the schedule's next run would be too).
    expect(await first.send(scheduled('first'), { key: 'z' })).toBeNull();
    await expect.poll(() => runs.length, { timeout: 10_000 }).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(overlapping).toBe(0);
  });
});

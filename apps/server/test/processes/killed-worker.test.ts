import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AppDeps } from '../../src/app-context.ts';
import { type DatabaseHandle, openPostgres } from '../../src/db/client.ts';
import { type JobQueue, openJobQueue } from '../../src/jobs/job-queue.ts';
import { type Child, startChild, stopChild } from './child-process.ts';
import { createEffectsTable, effectJob } from './effect-job.ts';

describe('a worker process killed in the middle of a job', () => {
  let database: DatabaseHandle;
  let queue: JobQueue;
  const children: Child[] = [];

  beforeAll(async () => {
    database = openPostgres(inject('postgresUrl'));
    await database.db.execute(createEffectsTable);
    queue = await openJobQueue({
      connection: database.queueConnection,
      definitions: [effectJob],
      log: { info: () => {}, error: () => {} },
      supervise: false,
      schedules: false,
    });
    queue.attach({ db: database.db, jobs: queue, now: () => new Date() } as unknown as AppDeps);
  });
  afterAll(async () => {
    for (const child of children) await stopChild(child, 'SIGKILL');
    await queue.stop({ timeoutMs: 1000 });
    await database.close();
  });

  it('is retried by another worker, and its effect happens once', async () => {
    const env = { DATABASE_URL: inject('postgresUrl') };
    const first = startChild('test/processes/job-worker-child.ts', { ...env, WORKER_LABEL: 'first' });
    children.push(first);
    await first.waitFor('ready');
    const id = (await queue.send(effectJob, { label: 'once' })) as string;

    await first.waitFor(`effect ${id} attempt 1`);
    await stopChild(first, 'SIGKILL');
    expect((await queue.job(effectJob, id))?.state).toBe('active');

    const second = startChild('test/processes/job-worker-child.ts', { ...env, WORKER_LABEL: 'second' });
    children.push(second);
    await second.waitFor(`effect ${id} attempt 2`, 30_000);
    await expect
      .poll(async () => (await queue.job(effectJob, id))?.state, { timeout: 10_000 })
      .toBe('completed');

    const effects = (await database.db.execute(
      sql`select worker, attempt from test_job_effects where job_id = ${id}`,
    )) as unknown as { rows: { worker: string; attempt: number }[] };
    expect(effects.rows).toEqual([{ worker: 'first', attempt: 1 }]);
    await stopChild(second);
  });

  it('stopped with SIGTERM, it lets the running job finish before it exits', async () => {
    const worker = startChild('test/processes/job-worker-child.ts', {
      DATABASE_URL: inject('postgresUrl'),
      WORKER_LABEL: 'graceful',
      EFFECT_FIRST_RUN_MS: '2000',
    });
    children.push(worker);
    await worker.waitFor('ready');
    const id = (await queue.send(effectJob, { label: 'graceful' })) as string;
    await worker.waitFor(`effect ${id} attempt 1`);
    const exited = new Promise<number | null>((resolve) => worker.process.once('exit', resolve));
    worker.process.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(worker.output()).toMatch(new RegExp(`stopping[\\s\\S]*finished ${id}`));
    expect((await queue.job(effectJob, id))?.state).toBe('completed');
  });
});

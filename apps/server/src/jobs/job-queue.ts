import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import PgBoss from 'pg-boss';
import type { AppDeps } from '../app-context.ts';
import { actingAs } from '../audit/audit-actor.ts';
import type { Database } from '../db/client.ts';
import { jobRuns } from '../db/schema/index.ts';
import type { JobDefinition } from './job-definition.ts';
import { jobRunReporter, noProgress } from './job-progress.ts';
import { type SqlExecutor, transactionExecutor } from './sql-executor.ts';

export type QueueConnection = { connectionString: string } | { executor: SqlExecutor };
export type QueueLog = { info: (message: string) => void; error: (error: unknown, message: string) => void };
// biome-ignore lint/suspicious/noExplicitAny: a registry holds definitions of every payload type
type AnyJob = JobDefinition<any>;

export type SendOptions = {
  /** Send in this transaction: the job exists only if it commits. */
  tx?: Database;
  /** Not before this time. */
  startAfter?: Date;
  /** Who asked for it (tracked jobs). */
  requestedBy?: string | null;
  /** At most one job of this key per window (aligned to the clock): a repeat is not queued. */
  once?: { key: string; windowSeconds: number };
};

export type QueueOptions = {
  connection: QueueConnection;
  definitions: AnyJob[];
  log: QueueLog;
  /** Expire, retry and archive jobs (every process that works jobs should). */
  supervise: boolean;
  /** Run the cron of scheduled jobs here (once per schedule across all processes). */
  schedules: boolean;
  /** How often an idle worker looks for work. */
  pollingIntervalSeconds?: number;
  /** How often expired jobs (of dead workers) are found; pg-boss's default is 2 minutes. */
  maintenanceIntervalSeconds?: number;
  /** How often schedules are checked (1–45 s). */
  cronMonitorIntervalSeconds?: number;
};

/** pg-boss's job states and ours: what a job is doing, for people. */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export type JobQueue = ReturnType<typeof jobQueueOn>;

/** Installs pg-boss's own tables (schema `pgboss`), once, beside the app's migrations. */
export async function migrateJobQueue(connection: QueueConnection) {
  const boss = new PgBoss({
    ...connectionOptions(connection),
    supervise: false,
    schedule: false,
    migrate: true,
  });
  await boss.start();
  await boss.stop({ graceful: false, close: true });
}

function connectionOptions(connection: QueueConnection) {
  return 'executor' in connection
    ? { db: connection.executor as PgBoss.Db }
    : { connectionString: connection.connectionString, max: 4, application_name: 'keelson-jobs' };
}

/**
 * The job queue on the app's own database (pg-boss): every process sends; processes with workers
 * run the definitions' handlers; one schedule runs once whichever process's clock fires it.
 */
export async function openJobQueue(options: QueueOptions) {
  const boss = new PgBoss({
    ...connectionOptions(options.connection),
    migrate: false,
    supervise: options.supervise,
    schedule: options.schedules,
    maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    cronMonitorIntervalSeconds: options.cronMonitorIntervalSeconds ?? 30,
    cronWorkerIntervalSeconds: Math.min(5, options.cronMonitorIntervalSeconds ?? 5),
    // Completed jobs are archived after an hour and deleted after a week; failed ones are kept as long.
    archiveCompletedAfterSeconds: 3600,
    deleteAfterDays: 7,
  });
  boss.on('error', (error) => options.log.error(error, 'Job queue error'));
  await boss.start();
  for (const definition of options.definitions) await ensureQueue(boss, definition);
  return jobQueueOn(boss, options);
}

async function ensureQueue(boss: PgBoss, definition: AnyJob) {
  if (definition.deadLetter && !(await boss.getQueue(definition.deadLetter))) {
    // Nobody works it: a job that failed for good waits there, with its data, for a person.
    await boss.createQueue(definition.deadLetter, { name: definition.deadLetter, retentionMinutes: 525_600 });
  }
  const policy = {
    // pg-boss's updateQueue sets `standard` when no policy is given.
    policy: definition.policy ?? 'standard',
    retryLimit: definition.retry.limit,
    retryDelay: definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    expireInSeconds: definition.timeoutSeconds,
    ...(definition.deadLetter ? { deadLetter: definition.deadLetter } : {}),
  };
  if (await boss.getQueue(definition.name))
    await boss.updateQueue(definition.name, { name: definition.name, ...policy });
  else await boss.createQueue(definition.name, { name: definition.name, ...policy });
}

function jobQueueOn(boss: PgBoss, options: QueueOptions) {
  const byName = new Map(options.definitions.map((definition) => [definition.name, definition]));
  const workerIds = new Map<string, string[]>();
  let deps: AppDeps | undefined;

  const definitionOf = (name: string) => {
    const definition = byName.get(name);
    if (!definition) throw new Error(`unknown job ${name}`);
    return definition;
  };

  /** Runs one fetched job through its handler, keeping its job_runs row (tracked jobs) honest. */
  async function run(definition: AnyJob, job: PgBoss.JobWithMetadata) {
    if (!deps) throw new Error('the job queue has no app dependencies');
    const attempt = job.retryCount + 1;
    const db = deps.db;
    // Untracked jobs (mails, schedules) have no row to keep.
    const record = async (values: PgUpdateSetSource<typeof jobRuns>) => {
      if (definition.tracked) {
        await db
          .update(jobRuns)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(jobRuns.id, job.id));
      }
    };
    await record({
      status: 'running',
      attempts: attempt,
      startedAt: sql`coalesce(${jobRuns.startedAt}, now())`,
    });
    try {
      const data = definition.payload.parse(job.data);
      const progress = definition.tracked ? jobRunReporter(db, job.id) : noProgress;
      const handling = { id: job.id, data, attempt, progress, deps };
      await actingAs(definition.actor?.(data) ?? { kind: 'system' }, () => definition.handler(handling));
    } catch (error) {
      const final = attempt > definition.retry.limit;
      await record({
        status: final ? 'failed' : 'retrying',
        error: error instanceof Error ? error.message : String(error),
        ...(final ? { finishedAt: sql`now()` } : {}),
      });
      throw error;
    }
    await record({ status: 'succeeded', progress: 1, error: null, finishedAt: sql`now()` });
  }

  return {
    boss,

    /** Queues a job; in `tx` it exists only if that transaction commits. Answers the job's id. */
    async send<TData>(
      definition: JobDefinition<TData>,
      data: TData,
      send: SendOptions = {},
    ): Promise<string | null> {
      definitionOf(definition.name);
      const payload = definition.payload.parse(data);
      const id = randomUUID();
      if (definition.tracked) {
        const writer = send.tx ?? deps?.db;
        if (!writer) throw new Error('the job queue has no database for tracked jobs');
        await writer
          .insert(jobRuns)
          .values({ id, name: definition.name, requestedBy: send.requestedBy ?? null });
      }
      const sent = await boss.send(definition.name, payload as object, {
        id,
        ...(send.startAfter ? { startAfter: send.startAfter } : {}),
        ...(send.once ? { singletonKey: send.once.key, singletonSeconds: send.once.windowSeconds } : {}),
        ...(send.tx ? { db: transactionExecutor(send.tx) } : {}),
      });
      if (sent) return sent;
      if (definition.policy !== 'stately' && !send.once)
        throw new Error(`job ${definition.name} was not queued`);
      if (definition.tracked) await (send.tx ?? deps?.db)?.delete(jobRuns).where(eq(jobRuns.id, id));
      return null;
    },

    /** Wakes this process's idle workers of a queue now (after a commit), instead of at their next poll. */
    nudge(definition: AnyJob) {
      for (const id of workerIds.get(definition.name) ?? []) boss.notifyWorker(id);
    },

    /** The app's parts the handlers need; set before workers start or work is done here. */
    attach(appDeps: AppDeps) {
      deps = appDeps;
    },

    /** Starts workers for every definition (or `only` these) in this process. */
    async startWorkers(only?: AnyJob[]) {
      for (const definition of only ?? options.definitions) {
        const id = await boss.work<object>(
          definition.name,
          {
            batchSize: definition.batchSize ?? 1,
            includeMetadata: true,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          },
          async (batch) => {
            // Each job of a batch fails on its own; pg-boss then completes those still active.
            for (const job of batch) {
              await run(definition, job).catch((error: unknown) =>
                boss.fail(
                  definition.name,
                  job.id,
                  error instanceof Error ? error : { message: String(error) },
                ),
              );
            }
          },
        );
        workerIds.set(definition.name, [...(workerIds.get(definition.name) ?? []), id]);
      }
    },

    /** Creates or removes each definition's schedule as the configuration says (idempotent). */
    async applySchedules(config: Parameters<NonNullable<AnyJob['schedule']>>[0]) {
      for (const definition of options.definitions) {
        if (!definition.schedule) continue;
        const cron = definition.schedule(config);
        if (cron) await boss.schedule(definition.name, cron, {}, { tz: 'UTC' });
        else await boss.unschedule(definition.name);
      }
    },

    /**
     * Runs the due jobs of one queue here and now, one by one, until none is left (or `limit`):
     * what a worker does, without waiting for its poll. Tests and command-line tools use it;
     * `ignoreStartAfter` also takes jobs waiting for their retry time. Answers how many ran.
     */
    async workOff(definition: AnyJob, props: { ignoreStartAfter?: boolean; limit?: number } = {}) {
      let ran = 0;
      while (ran < (props.limit ?? Number.POSITIVE_INFINITY)) {
        const [job] = await boss.fetch<object>(definition.name, {
          batchSize: 1,
          includeMetadata: true,
          ignoreStartAfter: props.ignoreStartAfter ?? false,
        });
        if (!job) break;
        ran += 1;
        try {
          await run(definition, job);
          await boss.complete(definition.name, job.id);
        } catch (error) {
          await boss.fail(
            definition.name,
            job.id,
            error instanceof Error ? error : { message: String(error) },
          );
        }
      }
      return ran;
    },

    /** The queue's record of a job (archived ones too), or null. */
    async job(definition: AnyJob, id: string) {
      return boss.getJobById<object>(definition.name, id, { includeArchive: true });
    },

    /** Runs a failed job again. */
    async retry(definition: AnyJob, id: string) {
      await boss.retry(definition.name, id);
    },

    /**
     * Stops taking work; running jobs may finish within `timeoutMs`, then what still runs is failed
     * so it is retried (by this or another process).
     */
    async stop(props: { timeoutMs?: number } = {}) {
      await boss.stop({ graceful: true, wait: true, timeout: props.timeoutMs ?? 20_000 });
    },
  };
}

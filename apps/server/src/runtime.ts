import type { AppDeps } from './app-context.ts';
import type { TConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/client.ts';
import { jobDefinitions } from './jobs/job-definitions.ts';
import { openJobQueue, type QueueLog } from './jobs/job-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { queueEvaluationRefreshes } from './modules/order-items/evaluation-refresh.job.ts';
import { createFileStorage } from './storage/create-file-storage.ts';

export type Runtime = { deps: AppDeps; database: DatabaseHandle; close: () => Promise<void> };

/**
 * What every process of the app shares: the migrated database, the file store, the mailer and the
 * job queue. With `workers` this process also runs the jobs and the schedules; without, it only
 * queues them for a worker process.
 */
export async function openRuntime(
  config: TConfig,
  props: { workers: boolean; log: QueueLog },
): Promise<Runtime> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const jobs = await openJobQueue({
      connection: database.queueConnection,
      definitions: jobDefinitions,
      log: props.log,
      supervise: props.workers,
      schedules: props.workers,
      pollingIntervalSeconds: 1,
    });
    const deps: AppDeps = {
      config,
      db: database.db,
      dbKind: database.kind,
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        dataDir: config.dataDir,
        log: (line) => console.log(line),
      }),
      files: createFileStorage(config),
      jobs,
      now: () => new Date(),
    };
    jobs.attach(deps);
    if (props.workers) {
      await jobs.applySchedules(config);
      await queueEvaluationRefreshes(deps);
      await jobs.startWorkers();
    }
    return {
      deps,
      database,
      close: async () => {
        await jobs.stop();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

// A worker process of its own (spawned by the tests): works the test effect job on DATABASE_URL.
import type { AppDeps } from '../../src/app-context.ts';
import { openPostgres } from '../../src/db/client.ts';
import { openJobQueue } from '../../src/jobs/job-queue.ts';
import { effectJob } from './effect-job.ts';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is not set');
const database = openPostgres(url);
const jobs = await openJobQueue({
  connection: database.queueConnection,
  definitions: [effectJob],
  log: { info: (message) => console.log(message), error: (error, message) => console.error(message, error) },
  supervise: true,
  schedules: false,
  pollingIntervalSeconds: 0.5,
  maintenanceIntervalSeconds: 1,
});
// The effect job needs only the database.
jobs.attach({ db: database.db, jobs, now: () => new Date() } as unknown as AppDeps);
await jobs.startWorkers();
console.log('ready');
process.on('SIGTERM', () => {
  console.log('stopping');
  void jobs.stop({ timeoutMs: 10_000 }).then(() => database.close().then(() => process.exit(0)));
});

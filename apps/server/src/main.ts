import { PRODUCT_NAME } from '@keelson/domain';
import { buildApp } from './app.ts';
import type { AppDeps } from './app-context.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureDemoData, wantsDemoData } from './demo/demo-data.ts';
import { startMailQueueSchedule } from './jobs/mail-queue-schedule.ts';
import { startReminderSchedule } from './jobs/reminder-schedule.ts';
import { createMailer } from './mail/mailer.ts';
import { createFileStorage } from './storage/create-file-storage.ts';

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
const files = createFileStorage(config);
const demoAccounts = wantsDemoData(config, database.kind)
  ? await ensureDemoData({ db: database.db, files })
  : [];

const logger = { level: process.env.LOG_LEVEL ?? 'info' };
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
  files,
  now: () => new Date(),
};
const app = await buildApp(deps, { logger });

const reminders =
  config.reminderIntervalMs > 0
    ? startReminderSchedule(deps, {
        intervalMs: config.reminderIntervalMs,
        log: {
          info: (message) => app.log.info(message),
          error: (error, message) => app.log.error(error, message),
        },
      })
    : null;

const mailRetries =
  config.mailRetryIntervalMs > 0
    ? startMailQueueSchedule(deps, {
        intervalMs: config.mailRetryIntervalMs,
        log: {
          info: (message) => app.log.info(message),
          error: (error, message) => app.log.error(error, message),
        },
      })
    : null;

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  await reminders?.stop();
  await mailRetries?.stop();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `${PRODUCT_NAME} is serving ${config.publicUrl} (database: ${database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'})`,
);
for (const demo of demoAccounts) {
  console.log(
    `Demo account: ${demo.email} / ${demo.password}  →  ${config.publicUrl}/#/home/login?email=${encodeURIComponent(demo.email)}`,
  );
}

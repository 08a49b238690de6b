import pino from 'pino';
import { loadConfig } from './config.ts';
import { openRuntime } from './runtime.ts';
import { onShutdown } from './shutdown.ts';

/**
 * A worker process (`npm run worker`): runs the background jobs and the schedules, serves no HTTP.
 * It needs DATABASE_URL: the embedded database belongs to the one process that opened it.
 */
const config = loadConfig();
if (!config.databaseUrl) {
  console.error('A worker process needs DATABASE_URL: the embedded database serves one process (npm start).');
  process.exit(2);
}
const logger = pino({ level: process.env.LOG_LEVEL ?? 'info' });
const runtime = await openRuntime(config, {
  workers: true,
  log: { info: (message) => logger.info(message), error: (error, message) => logger.error(error, message) },
});
onShutdown(async (signal) => {
  logger.info(`${signal}: worker stopping (running jobs may finish)`);
  await runtime.close();
});
logger.info('Keelson worker is running the background jobs');

import { PRODUCT_NAME } from '@keelson/domain';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { ensureDemoData, wantsDemoData } from './demo/demo-data.ts';
import { openRuntime } from './runtime.ts';
import { onShutdown } from './shutdown.ts';

const config = loadConfig();
const logger = { level: process.env.LOG_LEVEL ?? 'info' };
// Until Fastify's logger exists, job queue messages go to the console.
let log = {
  info: (message: string) => console.log(message),
  error: (error: unknown, message: string) => console.error(message, error),
};
const runtime = await openRuntime(config, {
  workers: config.workers,
  log: { info: (message) => log.info(message), error: (error, message) => log.error(error, message) },
});
const demoAccounts = wantsDemoData(config, runtime.database.kind) ? await ensureDemoData(runtime.deps) : [];

const app = await buildApp(runtime.deps, { logger });
log = { info: (message) => app.log.info(message), error: (error, message) => app.log.error(error, message) };

onShutdown(async (signal) => {
  app.log.info(`${signal}: shutting down (running jobs may finish)`);
  await app.close();
  await runtime.close();
});

await app.listen({ port: config.port, host: config.host });
app.log.info(
  `${PRODUCT_NAME} is serving ${config.publicUrl} (database: ${runtime.database.kind === 'pglite' ? `embedded in ${config.dataDir}` : 'PostgreSQL'}; ${config.workers ? 'with workers' : 'no workers: run `npm run worker`'})`,
);
for (const demo of demoAccounts) {
  console.log(
    `Demo account: ${demo.email} / ${demo.password}  →  ${config.publicUrl}/#/home/login?email=${encodeURIComponent(demo.email)}`,
  );
}

import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { type CaughtMail, startMailCatcher } from './mail-catcher.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type KeelsonServer = {
  baseURL: string;
  /** Mails received so far by the worker's SMTP server. */
  mails: CaughtMail[];
  /** Waits for the first mail to this address received after the first `after` mails. */
  nextMail: (to: string, after?: number, subject?: string) => Promise<CaughtMail>;
};

async function waitForHealth(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

export const test = base.extend<{ server: KeelsonServer }, { workerServer: KeelsonServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const catcher = await startMailCatcher();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-e2e-'));
      const port = 4300 + workerInfo.parallelIndex * 10 + (process.pid % 10);
      const baseURL = `http://127.0.0.1:${port}`;
      let log = '';
      const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
        cwd: root,
        env: {
          ...process.env,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          PUBLIC_URL: baseURL,
          SMTP_URL: catcher.url,
          LOG_LEVEL: 'warn',
          NODE_ENV: 'production',
          KEELSON_DEMO: 'false',
          // Setup calls name their client in X-Forwarded-For (support/accounts.ts).
          TRUST_PROXY: 'true',
          REMINDER_INTERVAL_MINUTES: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', (chunk) => {
        log += chunk;
      });
      child.stderr?.on('data', (chunk) => {
        log += chunk;
      });
      await waitForHealth(baseURL, child, () => log);
      const nextMail = async (to: string, after = 0, subject = '') => {
        let found: CaughtMail | undefined;
        await expect
          .poll(
            () => {
              found = catcher.mails
                .slice(after)
                .find((mail) => mail.to.includes(to) && mail.subject.includes(subject));
              return Boolean(found);
            },
            { timeout: 15_000, message: `a mail to ${to}` },
          )
          .toBe(true);
        return found as CaughtMail;
      };
      await use({ baseURL, mails: catcher.mails, nextMail });
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await catcher.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  server: async ({ workerServer }, use) => {
    await use(workerServer);
  },
  baseURL: async ({ workerServer }, use) => {
    await use(workerServer.baseURL);
  },
});

export { expect };

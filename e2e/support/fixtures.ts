import { test as base, expect } from '@playwright/test';
import { type CaughtMail, startMailCatcher } from './mail-catcher.ts';
import { startServer } from './server-process.ts';

export type KeelsonServer = {
  baseURL: string;
  /** Mails received so far by the worker's SMTP server. */
  mails: CaughtMail[];
  /** Waits for the first mail to this address received after the first `after` mails. */
  nextMail: (to: string, after?: number, subject?: string) => Promise<CaughtMail>;
};

export const test = base.extend<{ server: KeelsonServer }, { workerServer: KeelsonServer }>({
  workerServer: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const catcher = await startMailCatcher();
      const port = 4300 + workerInfo.parallelIndex * 10 + (process.pid % 10);
      const server = await startServer({
        port,
        env: {
          SMTP_URL: catcher.url,
          KEELSON_DEMO: 'false',
          // Setup calls name their client in X-Forwarded-For (support/accounts.ts).
          TRUST_PROXY: 'true',
        },
      });
      const baseURL = server.baseURL;
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
      await server.stop();
      await catcher.close();
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

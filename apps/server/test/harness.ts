import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { AppDeps } from '../src/app-context.ts';
import { loadConfig } from '../src/config.ts';
import { type DatabaseHandle, openPostgres, PGLITE_EXTENSIONS, wrapPglite } from '../src/db/client.ts';
import { jobDefinitions } from '../src/jobs/job-definitions.ts';
import { openJobQueue } from '../src/jobs/job-queue.ts';
import { sendMailJob } from '../src/mail/mail-job.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { passwordResetJob } from '../src/modules/accounts/password-reset.service.ts';
import { createFileStorage } from '../src/storage/create-file-storage.ts';

export type TestMail = { to: string; subject: string; text: string; links: string[] };

/** A clock the test moves forward, so expiry rules are tested without waiting. */
export function testClock(start = new Date()) {
  let offsetMs = 0;
  return {
    now: () => new Date(start.getTime() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}

async function openTestDatabase(): Promise<DatabaseHandle> {
  const postgresUrl = inject('postgresUrl');
  if (postgresUrl) {
    const handle = openPostgres(postgresUrl);
    // Files run one after another on PostgreSQL; each starts from empty tables.
    const tables = (await handle.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public'`,
    )) as unknown as { rows: { tablename: string }[] };
    const names = tables.rows.map((row) => `"${row.tablename}"`).join(', ');
    if (names) await handle.db.execute(sql.raw(`truncate ${names} restart identity cascade`));
    // The job queue's jobs and schedules of the previous file too (its queues stay).
    await handle.db.execute(sql.raw('truncate pgboss.job, pgboss.archive; delete from pgboss.schedule'));
    return handle;
  }
  const snapshot = fs.readFileSync(inject('pgliteSnapshot'));
  return wrapPglite(
    await PGlite.create({ loadDataDir: new Blob([snapshot]), extensions: PGLITE_EXTENSIONS }),
  );
}

/** The real app on a real, migrated database, with mails written to an outbox the test reads. */
export async function createTestApp(options: { env?: Record<string, string> } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'keelson-api-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://keelson.test',
    CHECK_ANSWERS: 'true',
    ...options.env,
  });
  const database = await openTestDatabase();
  const clock = testClock();
  // No workers: a test runs the jobs it wants when it wants (jobs.workOff), or starts workers itself.
  const jobs = await openJobQueue({
    connection: database.queueConnection,
    definitions: jobDefinitions,
    log: { info: () => {}, error: () => {} },
    supervise: false,
    schedules: false,
  });
  const deps: AppDeps = {
    config,
    db: database.db,
    dbKind: database.kind,
    mailer: createMailer({ from: config.mailFrom, dataDir, log: () => {} }),
    files: createFileStorage(config),
    jobs,
    now: clock.now,
  };
  jobs.attach(deps);
  const app = await buildApp(deps);
  await app.ready();
  const outbox = path.join(dataDir, 'outbox');
  return {
    app,
    deps,
    /** For a second job queue on the same database, as another process would open. */
    queueConnection: database.queueConnection,
    db: database.db,
    clock,
    /** Mails sent so far, oldest first, parsed from the .eml files; the queued ones are sent first. */
    async mails(): Promise<TestMail[]> {
      // Jobs that mail (password resets) first, then the mails they and the requests queued.
      await jobs.workOff(passwordResetJob);
      await jobs.workOff(sendMailJob);
      if (!fs.existsSync(outbox)) return [];
      const files = fs.readdirSync(outbox).sort();
      return Promise.all(
        files.map(async (file) => {
          const parsed = await PostalMime.parse(fs.readFileSync(path.join(outbox, file)));
          const text = parsed.text ?? '';
          return {
            to: parsed.to?.map((address) => address.address ?? '').join(', ') ?? '',
            subject: parsed.subject ?? '',
            text,
            links: text.match(/https?:\/\/[^\s<>"]+/g) ?? [],
          };
        }),
      );
    },
    async close() {
      await app.close();
      await jobs.stop({ timeoutMs: 1000 });
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** `call(user, method, url, payload?)`: a request to `/api{url}` as that user (null: unauthenticated). */
export const apiCaller =
  (t: TestApp) =>
  (
    user: { token: string } | null,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: user ? { authorization: `Bearer ${user.token}` } : {},
      payload: payload as object,
    });
export type ApiCall = ReturnType<typeof apiCaller>;

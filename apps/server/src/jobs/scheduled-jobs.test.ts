import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { rateLimitCounters, registrations } from '../db/schema/index.ts';
import {
  askForGasketMd,
  type DocumentsWorld,
  documentsWorld,
} from '../modules/documents/documents.fixture.ts';
import { supplierRemindersJob } from '../modules/documents/reminder-job.ts';
import { retentionJob } from './retention-job.ts';

const DAY = 24 * 3600 * 1000;

describe('the scheduled jobs', () => {
  let w: DocumentsWorld;
  const reminderMails = async () =>
    (await w.t.mails()).filter(
      (mail) => mail.to === 'orders@hanse.example' && /reminder/i.test(mail.subject),
    );
  const schedules = async () =>
    (
      (await w.t.db.execute(
        sql`select name, cron, timezone from pgboss.schedule order by name`,
      )) as unknown as { rows: { name: string; cron: string; timezone: string }[] }
    ).rows;

  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.t.close());

  it('are scheduled as the configuration says, and a switched-off schedule is removed', async () => {
    await w.t.deps.jobs.applySchedules(loadConfig({ REMINDER_INTERVAL_MINUTES: '30' }));
    expect(await schedules()).toEqual([
      { name: 'api-connections-due', cron: '*/5 * * * *', timezone: 'UTC' },
      { name: 'bucket-stats-snapshot', cron: '5 0 * * *', timezone: 'UTC' },
      { name: 'fleet-counters-fold', cron: '23 * * * *', timezone: 'UTC' },
      { name: 'fleet-digest', cron: '0 6 * * 1', timezone: 'UTC' },
      { name: 'order-list-counters-fold', cron: '41 * * * *', timezone: 'UTC' },
      { name: 'retention-clean-up', cron: '17 3 * * *', timezone: 'UTC' },
      { name: 'supplier-reminders', cron: '*/30 * * * *', timezone: 'UTC' },
    ]);
    await w.t.deps.jobs.applySchedules(loadConfig({ REMINDER_INTERVAL_MINUTES: '0' }));
    expect((await schedules()).map((row) => row.name)).toEqual([
      'api-connections-due',
      'bucket-stats-snapshot',
      'fleet-counters-fold',
      'fleet-digest',
      'order-list-counters-fold',
      'retention-clean-up',
    ]);
  });

  it('a reminder interval cron cannot keep is refused at start', () => {
    expect(() => loadConfig({ REMINDER_INTERVAL_MINUTES: '45' })).toThrow();
  });

  it('the supplier reminders job mails the first reminder once it is due, and only once', async () => {
    await askForGasketMd(w);
    await w.t.deps.jobs.send(supplierRemindersJob, {});
    expect(await w.t.deps.jobs.workOff(supplierRemindersJob)).toBe(1);
    expect(await reminderMails()).toHaveLength(0);

    w.t.clock.advance(8 * DAY);
    for (const _run of [1, 2]) {
      await w.t.deps.jobs.send(supplierRemindersJob, {});
      expect(await w.t.deps.jobs.workOff(supplierRemindersJob)).toBe(1);
    }
    expect(await reminderMails()).toHaveLength(1);
  });

  it('the retention clean-up deletes expired sign-ups and old rate-limit windows, and keeps live ones', async () => {
    const now = w.t.deps.now().getTime();
    await w.t.db.insert(registrations).values([
      { email: 'expired@clean.example', tokenHash: 'expired-hash', expiresAt: new Date(now - 3 * DAY) },
      { email: 'live@clean.example', tokenHash: 'live-hash', expiresAt: new Date(now + DAY) },
    ]);
    await w.t.db.insert(rateLimitCounters).values([
      { key: 'clean:old', windowStartedAt: new Date(now - 3 * DAY), hits: 3 },
      { key: 'clean:new', windowStartedAt: new Date(now), hits: 3 },
    ]);
    await w.t.deps.jobs.send(retentionJob, {});
    expect(await w.t.deps.jobs.workOff(retentionJob)).toBe(1);
    const left = await w.t.db
      .select({ email: registrations.email })
      .from(registrations)
      .where(and(eq(registrations.email, 'expired@clean.example')));
    expect(left).toHaveLength(0);
    expect(
      await w.t.db.select().from(registrations).where(eq(registrations.email, 'live@clean.example')),
    ).toHaveLength(1);
    const counters = await w.t.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters);
    expect(counters.map((row) => row.key)).toEqual(['clean:new']);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { mailQueue } from '../db/schema/index.ts';
import { queueMail } from '../mail/mail-queue.queries.ts';
import { SENT_MAIL_RETENTION_DAYS, startMailQueueSchedule } from './mail-queue-schedule.ts';

describe('the mail queue schedule', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a queued mail that no service delivered (e.g. its process died)', async () => {
    await t.db.transaction((tx) =>
      queueMail(tx, { to: 'left@behind.example', subject: 'Left behind', text: 'Hi' }),
    );
    const log = { info: vi.fn(), error: vi.fn() };
    const schedule = startMailQueueSchedule(t.deps, { intervalMs: 25, log });
    await expect.poll(async () => (await t.mails()).length, { timeout: 5000 }).toBe(1);
    await schedule.stop();
    expect((await t.mails())[0]?.to).toBe('left@behind.example');
    expect(log.info).toHaveBeenCalledWith('Mail queue: 1 sent, 0 failed (retried later)');
    expect(log.error).not.toHaveBeenCalled();
  });

  it('deletes sent mails after the retention, never unsent ones', async () => {
    const queued = async (to: string) =>
      t.db.transaction((tx) => queueMail(tx, { to, subject: 'Kept?', text: 'Hi' }));
    const old = await queued('old@sent.example');
    const stuck = await queued('stuck@unsent.example');
    const DAY = 86_400_000;
    await t.db
      .update(mailQueue)
      .set({ sentAt: new Date(t.clock.now().getTime() - (SENT_MAIL_RETENTION_DAYS + 1) * DAY) })
      .where(eq(mailQueue.id, old));
    // Unsent and long due, but its mailer keeps failing: it must survive the pruning.
    await t.db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(t.clock.now().getTime() + DAY), attempts: 9 })
      .where(eq(mailQueue.id, stuck));
    const schedule = startMailQueueSchedule(t.deps, {
      intervalMs: 25,
      log: { info: vi.fn(), error: vi.fn() },
    });
    await expect
      .poll(async () => (await t.db.select().from(mailQueue).where(eq(mailQueue.id, old))).length)
      .toBe(0);
    await schedule.stop();
    expect(await t.db.select().from(mailQueue).where(eq(mailQueue.id, stuck))).toHaveLength(1);
  });
});

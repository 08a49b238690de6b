import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { queueMail } from '../mail/mail-queue.queries.ts';
import { startMailQueueSchedule } from './mail-queue-schedule.ts';

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
});

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DocumentsWorld, documentsWorld } from '../modules/documents/documents.fixture.ts';
import { sendDueReminders } from '../modules/documents/reminders.service.ts';
import { startReminderSchedule } from './reminder-schedule.ts';

const DAY = 24 * 3600 * 1000;
const reminderMails = async (w: DocumentsWorld) =>
  (await w.t.mails()).filter((mail) => mail.to === 'orders@hanse.example' && /reminder/i.test(mail.subject));

describe('the reminder schedule', () => {
  let w: DocumentsWorld;
  beforeAll(async () => {
    w = await documentsWorld();
    const asked = await w.call(
      w.expert,
      'POST',
      `/ihm/maint/buckets/${w.bucketId}/purchase-order-items/${w.ids.gasketItem}/document-requests`,
      { document_type: 'md' },
    );
    expect(asked.statusCode, asked.body).toBe(201);
  });
  afterAll(() => w.t.close());

  it('mails the first reminder by itself once it is due, and only once', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const schedule = startReminderSchedule(w.t.deps, { intervalMs: 25, log });
    // Nothing is due yet: the runs send nothing.
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(await reminderMails(w)).toHaveLength(0);

    w.t.clock.advance(8 * DAY);
    await expect.poll(async () => (await reminderMails(w)).length, { timeout: 5000 }).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 150));
    await schedule.stop();
    expect(await reminderMails(w)).toHaveLength(1);
    expect(log.info).toHaveBeenCalledWith(expect.stringContaining('1 first, 0 second, 1 mail(s)'));
    expect(log.error).not.toHaveBeenCalled();
  });

  it('sends each reminder once even when two runs meet', async () => {
    w.t.clock.advance(8 * DAY);
    const before = (await reminderMails(w)).length;
    const runs = await Promise.all([0, 1].map(() => sendDueReminders(w.t.deps, w.t.deps.now())));
    expect(runs.reduce((sum, run) => sum + run.reminded2, 0)).toBe(1);
    expect((await reminderMails(w)).length - before).toBe(1);
  });

  it('logs a failed run and goes on', async () => {
    const log = { info: vi.fn(), error: vi.fn() };
    const broken = { ...w.t.deps, now: () => new Date(Number.NaN) };
    const schedule = startReminderSchedule(broken, { intervalMs: 25, log });
    await expect.poll(() => log.error.mock.calls.length, { timeout: 5000 }).toBeGreaterThan(1);
    await schedule.stop();
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'Supplier reminders failed');
  });
});

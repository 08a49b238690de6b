import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDeps } from '../app-context.ts';
import { documentRequests, mailQueue } from '../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld } from '../modules/documents/documents.fixture.ts';
import { mailSuppliers } from '../modules/documents/request-history.ts';
import { deliverQueuedMails, retryDelayMs } from './mail-delivery.ts';
import { queueMail } from './mail-queue.queries.ts';
import type { Mailer, TMail } from './mailer.ts';

const mail = (to: string): TMail => ({ to, subject: `For ${to}`, text: 'Hello' });

/** The test app's outbox mailer, except that it throws for the `broken` addresses. */
const failingFor = (deps: AppDeps, broken: string[]): AppDeps => {
  const mailer: Mailer = {
    send: async (m) => {
      if (broken.includes(m.to)) throw new Error(`mailbox ${m.to} unavailable`);
      await deps.mailer.send(m);
    },
  };
  return { ...deps, mailer };
};

describe('the mail queue', () => {
  let w: DocumentsWorld;
  const mailsTo = async (to: string) => (await w.t.mails()).filter((m) => m.to === to);
  const queue = (addresses: string[]) =>
    w.t.db.transaction(async (tx) => {
      const ids: number[] = [];
      for (const to of addresses) ids.push(await queueMail(tx, mail(to)));
      return ids;
    });
  const rowsOf = (ids: number[]) =>
    w.t.db.select().from(mailQueue).where(inArray(mailQueue.id, ids)).orderBy(mailQueue.id);

  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.t.close());

  it('a supplier request is mailed after the commit and its queue row is marked sent', async () => {
    const res = await w.call(w.expert, 'POST', `/ihm/maint/buckets/${w.bucketId}/document-requests/batch`, {
      item_ids: [w.ids.gasketItem],
      document_types: ['md'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mails_sent: 1 });
    expect(await mailsTo('orders@hanse.example')).toHaveLength(1);
    const rows = await w.t.db.select().from(mailQueue).where(eq(mailQueue.to, 'orders@hanse.example'));
    expect(rows).toMatchObject([{ attempts: 1, lastError: null, sentAt: expect.any(Date) }]);
  });

  it('a rolled-back transaction sends nothing and leaves no queued mail', async () => {
    const [request] = await w.t.db
      .select({ id: documentRequests.id })
      .from(documentRequests)
      .where(eq(documentRequests.orderItemId, w.ids.gasketItem));
    const before = (await w.t.mails()).length;
    const rowsBefore = await w.t.db.select().from(mailQueue);
    let queuedInside: number[] = [];
    await expect(
      w.t.db.transaction(async (tx) => {
        queuedInside = await mailSuppliers(w.t.deps, tx, {
          requestIds: [request?.id as string],
          kind: 'reminder',
          now: w.t.deps.now(),
        });
        throw new Error('the change fails after queueing');
      }),
    ).rejects.toThrow('the change fails after queueing');
    expect(queuedInside).toHaveLength(1);
    expect(await w.t.db.select().from(mailQueue)).toHaveLength(rowsBefore.length);
    expect(await deliverQueuedMails(w.t.deps)).toEqual({ sent: 0, failed: 0 });
    expect(await w.t.mails()).toHaveLength(before);
  });

  it('a failed send stays queued with its error, the others go; a later delivery sends it', async () => {
    const ids = await queue(['one@retry.example', 'down@retry.example', 'three@retry.example']);
    const broken = failingFor(w.t.deps, ['down@retry.example']);
    expect(await deliverQueuedMails(broken, { ids })).toEqual({ sent: 2, failed: 1 });
    const [one, down, three] = await rowsOf(ids);
    expect(one?.sentAt).toBeInstanceOf(Date);
    expect(three?.sentAt).toBeInstanceOf(Date);
    expect(down).toMatchObject({
      sentAt: null,
      attempts: 1,
      lastError: 'mailbox down@retry.example unavailable',
    });
    expect(down?.nextAttemptAt?.getTime()).toBe(w.t.deps.now().getTime() + retryDelayMs(1));
    expect(await mailsTo('down@retry.example')).toHaveLength(0);

    // Not due yet: even a working mailer waits for the backoff.
    expect(await deliverQueuedMails(w.t.deps)).toEqual({ sent: 0, failed: 0 });
    // Still broken when due: the next wait is longer.
    w.t.clock.advance(retryDelayMs(1));
    expect(await deliverQueuedMails(broken)).toEqual({ sent: 0, failed: 1 });
    expect((await rowsOf(ids))[1]).toMatchObject({ attempts: 2, sentAt: null });

    w.t.clock.advance(retryDelayMs(2));
    expect(await deliverQueuedMails(w.t.deps)).toEqual({ sent: 1, failed: 0 });
    expect((await rowsOf(ids))[1]).toMatchObject({ attempts: 3, lastError: null, sentAt: expect.any(Date) });
    for (const to of ['one@retry.example', 'down@retry.example', 'three@retry.example']) {
      expect(await mailsTo(to)).toHaveLength(1);
    }
  });

  it('two deliveries at once never send the same mail twice', async () => {
    const addresses = Array.from({ length: 30 }, (_, i) => `m${i}@race.example`);
    const ids = await queue(addresses);
    // A slow mailer, so the two deliveries overlap while sending.
    const slow: AppDeps = {
      ...w.t.deps,
      mailer: {
        send: async (m) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          await w.t.deps.mailer.send(m);
        },
      },
    };
    const runs = await Promise.all([deliverQueuedMails(slow), deliverQueuedMails(slow)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(addresses.length);
    expect(runs.every((run) => run.failed === 0)).toBe(true);
    const sent = (await w.t.mails()).filter((m) => m.to.endsWith('@race.example'));
    expect(sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
    expect((await rowsOf(ids)).every((row) => row.attempts === 1 && row.sentAt)).toBe(true);
  });
});

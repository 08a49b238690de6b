import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentRequests } from '../db/schema/index.ts';
import { type DocumentsWorld, documentsWorld } from '../modules/documents/documents.fixture.ts';
import { mailSuppliers } from '../modules/documents/request-history.ts';
import { queueMail, sendMailJob } from './mail-job.ts';
import type { TMail } from './mailer.ts';

const mail = (to: string): TMail => ({ to, subject: `For ${to}`, text: 'Hello' });

describe('mails as jobs', () => {
  let w: DocumentsWorld;
  const mailsTo = async (to: string) => (await w.t.mails()).filter((m) => m.to === to);
  const jobsTo = async (to: string) =>
    (
      (await w.t.db.execute(
        sql`select state, output from pgboss.job where name = ${sendMailJob.name} and data->>'to' = ${to}`,
      )) as unknown as { rows: { state: string; output: unknown }[] }
    ).rows;

  beforeAll(async () => {
    w = await documentsWorld();
  });
  afterAll(() => w.t.close());

  it('a supplier request is mailed by the worker after the commit, once', async () => {
    const res = await w.call(w.expert, 'POST', `/ihm/maint/buckets/${w.bucketId}/document-requests/batch`, {
      item_ids: [w.ids.gasketItem],
      document_types: ['md'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ mails_sent: 1 });
    expect(await jobsTo('orders@hanse.example')).toMatchObject([{ state: 'created' }]);
    expect(await mailsTo('orders@hanse.example')).toHaveLength(1);
    expect(await jobsTo('orders@hanse.example')).toMatchObject([{ state: 'completed' }]);
    expect(await mailsTo('orders@hanse.example')).toHaveLength(1);
  });

  it('a rolled-back transaction queues and sends nothing', async () => {
    const [request] = await w.t.db
      .select({ id: documentRequests.id })
      .from(documentRequests)
      .where(eq(documentRequests.orderItemId, w.ids.gasketItem));
    const before = (await w.t.mails()).length;
    let queuedInside: string[] = [];
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
    expect(await w.t.deps.jobs.job(sendMailJob, queuedInside[0] as string)).toBeNull();
    expect(await w.t.deps.jobs.workOff(sendMailJob)).toBe(0);
    expect(await w.t.mails()).toHaveLength(before);
  });

  it('a failed send waits for its retry with its error, the others go; the retry sends it', async () => {
    await w.t.db.transaction(async (tx) => {
      for (const to of ['one@retry.example', 'down@retry.example', 'three@retry.example']) {
        await queueMail(w.t.deps, tx, mail(to));
      }
    });
    const send = w.t.deps.mailer.send;
    w.t.deps.mailer.send = async (m) => {
      if (m.to === 'down@retry.example') throw new Error('mailbox down@retry.example unavailable');
      await send(m);
    };
    try {
      expect(await w.t.deps.jobs.workOff(sendMailJob)).toBe(3);
    } finally {
      w.t.deps.mailer.send = send;
    }
    const [down] = await jobsTo('down@retry.example');
    expect(down?.state).toBe('retry');
    expect(JSON.stringify(down?.output)).toContain('mailbox down@retry.example unavailable');
    // Not due yet: the backoff holds it back.
    expect(await mailsTo('down@retry.example')).toHaveLength(0);
    expect(await w.t.deps.jobs.workOff(sendMailJob, { ignoreStartAfter: true })).toBe(1);
    for (const to of ['one@retry.example', 'down@retry.example', 'three@retry.example']) {
      expect(await mailsTo(to)).toHaveLength(1);
    }
  });

  it('the mail worker of a process sends without being asked, and two workers never send a mail twice', async () => {
    const addresses = Array.from({ length: 20 }, (_, i) => `m${i}@race.example`);
    await w.t.db.transaction(async (tx) => {
      for (const to of addresses) await queueMail(w.t.deps, tx, mail(to));
    });
    await w.t.deps.jobs.startWorkers([sendMailJob, sendMailJob]);
    await expect
      .poll(async () => (await jobsTo('m19@race.example'))[0]?.state, { timeout: 15_000 })
      .toBe('completed');
    await expect
      .poll(
        async () =>
          (
            (await w.t.db.execute(
              sql`select count(*)::int as n from pgboss.job where name = ${sendMailJob.name} and state <> 'completed' and data->>'to' like '%@race.example'`,
            )) as unknown as { rows: { n: number }[] }
          ).rows[0]?.n,
        { timeout: 15_000 },
      )
      .toBe(0);
    const sent = (await w.t.mails()).filter((m) => m.to.endsWith('@race.example'));
    expect(sent.map((m) => m.to).sort()).toEqual([...addresses].sort());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DAY, type FleetWorld, fleetWorld } from './fleet.fixture.ts';
import { fleetDigestJob } from './fleet-digest.job.ts';

describe('the weekly fleet digest mail', () => {
  let w: FleetWorld;
  const digestMails = async () =>
    (await w.t.mails()).filter(
      (mail) => mail.to === w.expert.email && /weekly fleet digest/.test(mail.subject),
    );
  const runJob = async () => {
    await w.t.deps.jobs.send(fleetDigestJob, {});
    expect(await w.t.deps.jobs.workOff(fleetDigestJob)).toBe(1);
  };
  beforeAll(async () => {
    w = await fleetWorld();
  });
  afterAll(() => w.t.close());

  it('is off by default; only managers may switch it on, anyone off', async () => {
    expect(await w.ok(w.expert, 'GET', '/ihm/maint/fleet/digest')).toEqual({
      weekly_digest: false,
      manager: true,
    });
    expect(await w.ok(w.crew, 'GET', '/ihm/maint/fleet/digest')).toEqual({
      weekly_digest: false,
      manager: false,
    });
    const refused = await w.call(w.crew, 'PUT', '/ihm/maint/fleet/digest', { weekly_digest: true });
    expect(refused.statusCode).toBe(403);
    expect(await w.ok(w.crew, 'PUT', '/ihm/maint/fleet/digest', { weekly_digest: false })).toEqual({
      weekly_digest: false,
      manager: false,
    });
    expect(
      (await w.call(w.expert, 'PUT', '/ihm/maint/fleet/digest', { weekly_digest: 'yes' })).statusCode,
    ).toBe(400);
    expect((await w.call(w.expert, 'PUT', '/ihm/maint/fleet/digest', {})).statusCode).toBe(400);
    expect((await w.call(null, 'GET', '/ihm/maint/fleet/digest')).statusCode).toBe(401);
    await runJob();
    expect(await digestMails()).toEqual([]);
  });

  it('mails a subscribed manager the overdue work by vessel and supplier, each with the link to its items', async () => {
    expect(await w.ok(w.expert, 'PUT', '/ihm/maint/fleet/digest', { weekly_digest: true })).toEqual({
      weekly_digest: true,
      manager: true,
    });
    for (const itemId of w.items.aurora) {
      await w.ok(w.expert, 'POST', `/ihm/maint/purchase-order-items/${itemId}/categorize`, {
        category_id: w.ids.relevant,
      });
      await w.ok(
        w.expert,
        'POST',
        `/ihm/maint/buckets/${w.bucketId}/purchase-order-items/${itemId}/document-requests`,
        {
          document_type: 'md',
        },
      );
    }
    await w.travel(22 * DAY);
    await runJob();
    const [mail, ...more] = await digestMails();
    expect(more).toEqual([]);
    expect(mail?.subject).toMatch(/^Keelson: weekly fleet digest \d{4}-W\d{2} — \d+ overdue$/);
    expect(mail?.text).toContain('Fleet Shipping');
    expect(mail?.text).toContain('- MV Aurora:');
    expect(mail?.text).toContain('Hanse Marine Supply (Fleet Shipping): 2 overdue');
    const params = (mail?.links ?? [])
      .filter((link) => link.includes('/orders?'))
      .map((link) => Object.fromEntries(new URL(link.replace('/#/', '/')).searchParams));
    expect(params).toContainEqual({
      set: 'all',
      stats_field: 'expert_wait_for_documents_overdue',
      vessel: w.ids.aurora,
    });
    expect(params).toContainEqual({
      set: 'expert_tasks',
      stats_field: 'expert_active_overdue',
      vessel: w.ids.boreas,
    });
    expect(params).toContainEqual({
      set: 'all',
      stats_field: 'expert_wait_for_documents_overdue',
      supplier: w.ids.hanse,
    });
    expect(mail?.links.every((link) => link.startsWith('http://keelson.test/#/dashboard/'))).toBe(true);
    // Each linked list holds as many items as the mail says.
    const aurora = await w.ok(
      w.expert,
      'GET',
      `/ihm/maint/companies/${w.bucketId}/purchase-order-items?stats_field=expert_wait_for_documents_overdue&vessel_id=${w.ids.aurora}`,
    );
    expect(mail?.text).toContain(`supplier ${aurora.total_elements}: `);
  });

  it('goes out once a week however often the job runs, and stops when switched off', async () => {
    await runJob();
    expect(await digestMails()).toHaveLength(1);
    await w.travel(7 * DAY);
    await runJob();
    expect(await digestMails()).toHaveLength(2);
    await w.ok(w.expert, 'PUT', '/ihm/maint/fleet/digest', { weekly_digest: false });
    await w.travel(7 * DAY);
    await runJob();
    expect(await digestMails()).toHaveLength(2);
  });
});

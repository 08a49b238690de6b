import { EVALUATION_VERSION } from '@keelson/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createBucket,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { buckets, jobRuns, purchaseOrderItems } from '../../db/schema/index.ts';
import { evaluationRefreshJob, queueEvaluationRefreshes } from './evaluation-refresh.job.ts';

describe('evaluation refresh: companies evaluated by an older engine are re-evaluated in the background', () => {
  let t: TestApp;
  let expert: FactoryUser;
  let bucketId: string;

  beforeAll(async () => {
    t = await createTestApp();
    expert = await createUser(t.db);
    const team = await createTeam(t.db, { members: [{ user: expert, role: 'legal' }] });
    bucketId = (await createBucket(t.db, { teamId: team.id })).id;
    await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucketId });
    const post = async (path: string, body: unknown) =>
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/ihm/maint/companies/${bucketId}/${path}`,
          payload: body as never,
          headers: auth(expert),
        })
      ).json();
    const supplier = await post('suppliers', { name: 'Alpha Chandlers' });
    const vessel = await post('vessels', { name: 'MV Nordlicht' });
    await post('purchase-orders', {
      vessel_id: vessel.id,
      items: [1, 2, 3].map((n) => ({ supplier_id: supplier.id, article_description: `Item ${n}` })),
    });
  });
  afterAll(() => t.close());

  it('a new company starts at the current engine version (the table default follows the domain)', async () => {
    const [bucket] = await t.db.select().from(buckets).where(eq(buckets.id, bucketId));
    expect(bucket?.evaluationVersion).toBe(EVALUATION_VERSION);
    expect(await queueEvaluationRefreshes(t.deps)).toBe(0);
  });

  it('re-evaluates every item of an outdated company once, with progress, and records the version', async () => {
    // What an older engine left behind: no waiting-for column, no display texts.
    await t.db.update(buckets).set({ evaluationVersion: 1 }).where(eq(buckets.id, bucketId));
    await t.db
      .update(purchaseOrderItems)
      .set({
        expertWaitingFor: null,
        evaluation: sql`${purchaseOrderItems.evaluation} - 'hazmats_display' - 'expert_waiting_for'`,
      })
      .where(eq(purchaseOrderItems.bucketId, bucketId));

    expect(await queueEvaluationRefreshes(t.deps)).toBe(1);
    expect(await queueEvaluationRefreshes(t.deps)).toBe(1); // a second start queues nothing new
    expect(await t.deps.jobs.workOff(evaluationRefreshJob)).toBe(1);

    const items = await t.db
      .select({ waiting: purchaseOrderItems.expertWaitingFor, evaluation: purchaseOrderItems.evaluation })
      .from(purchaseOrderItems)
      .where(eq(purchaseOrderItems.bucketId, bucketId));
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.waiting).toBe('categorisation');
      expect(item.evaluation).toMatchObject({ hazmats_display: 'not_reviewed' });
    }
    const [bucket] = await t.db.select().from(buckets).where(eq(buckets.id, bucketId));
    expect(bucket?.evaluationVersion).toBe(EVALUATION_VERSION);
    const [run] = await t.db.select().from(jobRuns).where(eq(jobRuns.name, evaluationRefreshJob.name));
    expect(run).toMatchObject({ status: 'succeeded', processed: 3, total: 3 });
    expect(await queueEvaluationRefreshes(t.deps)).toBe(0);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAuthzWorld, RELATIONS } from '../../../test/authz-world.ts';
import { createProject } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { vessels } from '../../db/schema/index.ts';
import { loadBucketAccess } from '../access/bucket-access.ts';
import { loadFleetScope } from './fleet-scope.queries.ts';

/**
 * The fleet's scope is worked out for all companies in one statement; it must say what the
 * company's own access check says (loadBucketAccess, decision 0020) for every relation a user can
 * have to a company: whether they see it, and which of its vessels.
 */
describe('the fleet scope equals the company access, relation by relation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const relation of RELATIONS.filter((r) => r !== 'unauthenticated'))
    it(relation, async () => {
      const w = await buildAuthzWorld(t.db);
      const { project: other } = await createProject(t.db, {
        teamId: w.team.id,
        maintenanceBucketId: w.bucket.id,
      });
      await t.db.insert(vessels).values([
        { bucketId: w.bucket.id, projectId: w.project.id, name: 'MV Granted' },
        { bucketId: w.bucket.id, projectId: other.id, name: 'MV Other' },
        { bucketId: w.bucket.id, projectId: null, name: 'MV Companywide' },
      ]);
      const user = w.users[relation];
      const now = t.deps.now();
      const access = await loadBucketAccess(t.db, w.bucket.id, user.id, now);
      const scope = await loadFleetScope(t.db, { userId: user.id, now });
      const company = scope.find((c) => c.id === w.bucket.id);
      const sees = Boolean(access && access.level !== 'NONE');
      expect(Boolean(company), 'sees the company').toBe(sees);
      if (!company || !access) return;
      const all = await t.db
        .select({ id: vessels.id })
        .from(vessels)
        .where(eq(vessels.bucketId, w.bucket.id));
      const expected = access.vesselIds ?? all.map((v) => v.id);
      expect(company.vessels.map((v) => v.id).sort()).toEqual([...expected].sort());
      expect(company.whole).toBe(access.vesselIds === null);
      // The expert bucket holds no orders: never a fleet company.
      expect(scope.some((c) => c.id === w.expertBucket.id)).toBe(false);
    });
});

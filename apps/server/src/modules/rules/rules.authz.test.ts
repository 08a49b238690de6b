import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forExperts, forRulesManagers, prepareMaintenanceItem } from '../../../test/maintenance-authz.ts';
import { articles, rules } from '../../db/schema/index.ts';

/** A training rule of the world's company. */
async function prepareRule(t: TestApp, w: AuthzWorld) {
  const [rule] = await t.db
    .insert(rules)
    .values({
      bucketId: w.bucket.id,
      label: 'Gaskets',
      filter: { search: 'gasket' },
      action: 'ihm_order_item.close_review',
    })
    .returning();
  return rule?.id as string;
}

const ruleCall = (path: string) => async (w: AuthzWorld, _as: unknown, t: TestApp) => ({
  method: 'POST' as const,
  url: `/api/ihm/maint/buckets/${w.bucket.id}/rules/${await prepareRule(t, w)}/${path}`,
});

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/maint/buckets/{id}/rules',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/buckets/${w.bucket.id}/rules` }),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/rules',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/maint/buckets/${w.bucket.id}/rules`,
      payload: {
        label: 'Gaskets',
        subject_filter: { search: 'gasket' },
        action: 'ihm_order_item.close_review',
      },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/rules/{rule}/disable',
    request: ruleCall('disable'),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/rules/{rule}/enable',
    request: ruleCall('enable'),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/rules/{rule}/confirm',
    request: ruleCall('confirm'),
    expect: forRulesManagers(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/rules/{rule}/reset',
    request: ruleCall('reset'),
    expect: forRulesManagers(200),
  },
  // The world's company is a maintenance bucket: it has no customer buckets, so a rules manager
  // learns that the target is not one (404) — after the capability was checked.
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/rules/{rule}/targeting-bucket/{b}/confirm',
    request: ruleCall(`targeting-bucket/${crypto.randomUUID()}/confirm`),
    expect: forRulesManagers(404),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/rules/{rule}/targeting-bucket/{b}/reset',
    request: ruleCall(`targeting-bucket/${crypto.randomUUID()}/reset`),
    expect: forRulesManagers(404),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/batch-jobs',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/maint/buckets/${w.bucket.id}/batch-jobs`,
      payload: {
        label: 'Gaskets',
        subject_filter: { search: 'gasket' },
        action: 'ihm_order_item.close_review',
      },
    }),
    expect: forRulesManagers(202),
  },
  {
    endpoint: 'GET /ihm/maint/relevance-check/buckets/{id}/articles',
    request: (w) => ({
      method: 'GET',
      url: `/api/ihm/maint/relevance-check/buckets/${w.bucket.id}/articles`,
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'PATCH /ihm/maint/relevance-check/buckets/{id}/articles',
    request: async (w, _as, t) => {
      const [article] = await t.db
        .insert(articles)
        .values({ bucketId: w.bucket.id, name: 'Gasket sheet' })
        .returning();
      return {
        method: 'PATCH',
        url: `/api/ihm/maint/relevance-check/buckets/${w.bucket.id}/articles`,
        payload: { articles: [{ id: article?.id, category_id: null }] },
      };
    },
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/maint/buckets/{id}/rules/learned',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/buckets/${w.bucket.id}/rules/learned` }),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/rule-suggestions/accept',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/ihm/maint/buckets/${w.bucket.id}/rule-suggestions/accept`,
      payload: { item_ids: [(await prepareMaintenanceItem(t, w)).itemId] },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/maint/rule-applications',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/rule-applications?rule_id=${await prepareRule(t, w)}`,
    }),
    expect: forExperts(200),
  },
];

runAuthorizationMatrix('rules', rows);

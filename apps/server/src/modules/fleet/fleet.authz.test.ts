import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type AuthzWorld, type MatrixRow, statuses } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forEveryone, forVisible } from '../../../test/project-authz.ts';
import { vessels } from '../../db/schema/index.ts';

const PERIOD = 'from=2026-01-01&to=2026-12-31';

/** The world's ship as a vessel of its maintenance bucket. */
async function vesselOfProject(t: TestApp, w: AuthzWorld) {
  const [vessel] = await t.db
    .insert(vessels)
    .values({ bucketId: w.bucket.id, projectId: w.project.id, name: 'MV Matrix' })
    .returning();
  return vessel?.id as string;
}

/**
 * The fleet is every signed-in user's own view (an empty one for who sees no company: 200, never
 * 403); the trends follow the company's access and the vessel scope like the statistics; only a
 * company's managers may ask for the weekly digest, anyone may stop it.
 */
const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/maint/fleet',
    request: () => ({ method: 'GET', url: '/api/ihm/maint/fleet' }),
    expect: forEveryone(200),
  },
  {
    endpoint: 'GET /ihm/maint/fleet/suppliers',
    request: () => ({ method: 'GET', url: '/api/ihm/maint/fleet/suppliers' }),
    expect: forEveryone(200),
  },
  {
    endpoint: 'GET /ihm/maint/buckets/{id}/stats/snapshots',
    request: (w) => ({
      method: 'GET',
      url: `/api/ihm/maint/buckets/${w.bucket.id}/stats/snapshots?${PERIOD}`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/vessels/{id}/stats/snapshots (the vessel of the project)',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/vessels/${await vesselOfProject(t, w)}/stats/snapshots?${PERIOD}`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/fleet/digest',
    request: () => ({ method: 'GET', url: '/api/ihm/maint/fleet/digest' }),
    expect: forEveryone(200),
  },
  {
    endpoint: 'PUT /ihm/maint/fleet/digest (on)',
    request: () => ({ method: 'PUT', url: '/api/ihm/maint/fleet/digest', payload: { weekly_digest: true } }),
    expect: statuses(403, { owner_legal: 200, owner_manager: 200 }),
  },
  {
    endpoint: 'PUT /ihm/maint/fleet/digest (off)',
    request: () => ({ method: 'PUT', url: '/api/ihm/maint/fleet/digest', payload: { weekly_digest: false } }),
    expect: forEveryone(200),
  },
];

runAuthorizationMatrix('fleet dashboard', rows);

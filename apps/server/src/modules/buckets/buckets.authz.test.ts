import { eq } from 'drizzle-orm';
import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type MatrixRow, statuses } from '../../../test/authz-world.ts';
import { forManagers, forVisible } from '../../../test/project-authz.ts';
import { bucketProjects, buckets } from '../../db/schema/index.ts';

/** Accepted members of the owner team see its buckets; invitees, expired or revoked grantees and strangers not. */
const TEAM_ONLY = {
  grantee_read: 404,
  grantee_readwrite_crew: 404,
  owner_invited: 404,
  grantee_expired: 404,
};
const OUTSIDERS = { owner_invited: 404, grantee_expired: 404, grantee_revoked: 404, stranger: 404 };
/** Legal and manager members change a company; others who see it get 403. */
const companyManagers = (status: number) =>
  statuses(403, { owner_legal: status, owner_manager: status, ...OUTSIDERS });

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /projects/{id}/buckets',
    request: (w) => ({ method: 'GET', url: `/api/projects/${w.project.id}/buckets?include=bucket` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /projects/{id}/buckets (the team’s expert bucket)',
    request: (w) => ({
      method: 'POST',
      url: `/api/projects/${w.project.id}/buckets`,
      payload: { bucket_id: w.expertBucket.id, role: 'ihm_expert' },
    }),
    expect: forManagers(201),
  },
  {
    endpoint: 'DELETE /project-buckets/{id}',
    request: async (w, _as, t) => {
      const [link] = await t.db
        .select()
        .from(bucketProjects)
        .where(eq(bucketProjects.projectId, w.project.id));
      return { method: 'DELETE', url: `/api/project-buckets/${link?.id}` };
    },
    expect: forManagers(204),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id} (the project’s maintenance bucket)',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/companies/${w.bucket.id}` }),
    expect: statuses(200, OUTSIDERS),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id} (a team bucket serving no project)',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/companies/${w.expertBucket.id}` }),
    expect: statuses(200, { ...OUTSIDERS, ...TEAM_ONLY }),
  },
  {
    endpoint: 'PATCH /ihm/maint/companies/{id}',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/ihm/maint/companies/${w.bucket.id}`,
      payload: { checked: true },
    }),
    expect: companyManagers(200),
  },
  {
    endpoint: 'PATCH /ihm/maint/companies/{id} (service levels)',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/ihm/maint/companies/${w.bucket.id}`,
      payload: {
        service_levels: {
          supplier_reminder1_after_days: 3,
          supplier_reminder2_after_days: 6,
          supplier_overdue_after_days: 10,
          expert_overdue_after_days: 7,
          crew_overdue_after_days: 14,
        },
      },
    }),
    expect: companyManagers(200),
  },
  {
    endpoint: 'PATCH /ihm/maint/companies/{id} (data owner: a regular member of its team)',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/ihm/maint/companies/${w.bucket.id}`,
      payload: { dataowner_user_id: w.users.owner_regular.id },
    }),
    expect: companyManagers(200),
  },
  {
    endpoint: 'PATCH /ihm/maint/companies/{id} (an archived company: read-only)',
    request: async (w, _as, t) => {
      await t.db.update(buckets).set({ archived: true }).where(eq(buckets.id, w.bucket.id));
      return { method: 'PATCH', url: `/api/ihm/maint/companies/${w.bucket.id}`, payload: { checked: true } };
    },
    expect: companyManagers(404),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/archive',
    request: (w) => ({ method: 'POST', url: `/api/ihm/maint/buckets/${w.bucket.id}/archive` }),
    expect: companyManagers(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/restore (an archived bucket)',
    request: async (w, _as, t) => {
      await t.db.update(buckets).set({ archived: true }).where(eq(buckets.id, w.bucket.id));
      return { method: 'POST', url: `/api/ihm/maint/buckets/${w.bucket.id}/restore` };
    },
    expect: companyManagers(200),
  },
];

runAuthorizationMatrix('project buckets and companies', rows);

import { and, eq } from 'drizzle-orm';
import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type MatrixRow, statuses } from '../../../test/authz-world.ts';
import { auth } from '../../../test/factories.ts';
import { PNG } from '../../../test/images.ts';
import { forManagers, forVisible } from '../../../test/project-authz.ts';
import { bucketProjects, projects } from '../../db/schema/index.ts';

const png = { 'content-type': 'image/png' };

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/projects/{id}',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}?include=ship` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/projects (for the owner team)',
    request: (w) => ({
      method: 'POST',
      url: '/api/ihm/projects',
      payload: { name: 'IHM MV New', dataowner_team_id: w.team.id, ship: { name: 'MV New', imo: '9500001' } },
    }),
    // Members see the team (an invitee too, to decide); only legal and manager members create.
    expect: statuses(404, {
      owner_legal: 201,
      owner_manager: 201,
      owner_coordinator: 403,
      owner_regular: 403,
      owner_guest: 403,
      owner_invited: 403,
    }),
  },
  {
    endpoint: 'PATCH /ihm/projects/{id}',
    request: (w) => ({
      method: 'PATCH',
      url: `/api/ihm/projects/${w.project.id}`,
      payload: { name: 'Renamed' },
    }),
    expect: forManagers(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/remove',
    request: (w) => ({ method: 'POST', url: `/api/ihm/projects/${w.project.id}/remove` }),
    expect: forManagers(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/restore (a removed project)',
    request: async (w, _as, t) => {
      await t.db.update(projects).set({ removed: true }).where(eq(projects.id, w.project.id));
      return { method: 'POST', url: `/api/ihm/projects/${w.project.id}/restore` };
    },
    expect: forManagers(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/activate (the team’s maintenance bucket, after deactivation)',
    request: async (w, _as, t) => {
      await t.db
        .delete(bucketProjects)
        .where(and(eq(bucketProjects.projectId, w.project.id), eq(bucketProjects.role, 'ihm_maint')));
      return {
        method: 'POST',
        url: `/api/ihm/projects/${w.project.id}/activate`,
        payload: { customerBucketId: w.bucket.id },
      };
    },
    expect: forManagers(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/deactivate',
    request: (w) => ({ method: 'POST', url: `/api/ihm/projects/${w.project.id}/deactivate` }),
    expect: forManagers(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/connect (the team’s expert bucket)',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/projects/${w.project.id}/connect`,
      payload: { customerBucketId: w.expertBucket.id },
    }),
    expect: forManagers(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/activation-state',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/activation-state` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'PUT /ihm/projects/{id}/ship-image',
    request: (w) => ({
      method: 'PUT',
      url: `/api/ihm/projects/${w.project.id}/ship-image`,
      payload: PNG,
      headers: png,
    }),
    expect: forManagers(200),
  },
  {
    endpoint: 'DELETE /ihm/projects/{id}/ship-image',
    request: (w) => ({ method: 'DELETE', url: `/api/ihm/projects/${w.project.id}/ship-image` }),
    expect: forManagers(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/ship-image (uploaded by the manager first)',
    request: async (w, _as, t) => {
      const upload = await t.app.inject({
        method: 'PUT',
        url: `/api/ihm/projects/${w.project.id}/ship-image`,
        payload: PNG,
        headers: { ...png, ...auth(w.users.owner_manager) },
      });
      if (upload.statusCode !== 200) throw new Error(`upload failed: ${upload.statusCode}`);
      return { method: 'GET', url: `/api/ihm/projects/${w.project.id}/ship-image` };
    },
    expect: forVisible(200),
  },
];

runAuthorizationMatrix('IHM projects', rows);

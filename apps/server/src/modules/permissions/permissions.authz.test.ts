import { and, eq } from 'drizzle-orm';
import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type MatrixRow, statuses } from '../../../test/authz-world.ts';
import { createGrant } from '../../../test/factories.ts';
import { forEveryone, forManagers, forVisible, idOf } from '../../../test/project-authz.ts';
import { permissions } from '../../db/schema/index.ts';

/** A grant to grantee_read that only they answer; the project's managers see it (403), others 404. */
const answerByGrantee = statuses(404, { grantee_read: 200, owner_legal: 403, owner_manager: 403 });

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /projects/{id}/permissions',
    request: (w) => ({ method: 'GET', url: `/api/projects/${w.project.id}/permissions?include=issued_by` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /projects/{id}/permissions',
    request: (w) => ({
      method: 'POST',
      url: `/api/projects/${w.project.id}/permissions`,
      payload: { granted_to_user_email: 'new.grantee@example.org', access_mode: 'READ' },
    }),
    expect: forManagers(201),
  },
  ...(['accept', 'reject'] as const).map(
    (action): MatrixRow => ({
      endpoint: `POST /permissions/{id}/${action} (issued to grantee_read)`,
      request: async (w, _as, t) => {
        const grant = await createGrant(t.db, {
          projectId: w.project.id,
          userId: w.users.grantee_read.id,
          accessMode: 'READWRITE',
          status: 'issued',
          issuedByUserId: w.users.owner_manager.id,
        });
        return { method: 'POST', url: `/api/permissions/${grant.id}/${action}` };
      },
      expect: answerByGrantee,
    }),
  ),
  {
    endpoint: 'POST /permissions/{id}/accept (issued to the caller)',
    request: async (w, as, t) => {
      const grant = await createGrant(t.db, {
        projectId: w.project.id,
        userId: idOf(w, as),
        accessMode: 'READ',
        status: 'issued',
      });
      return { method: 'POST', url: `/api/permissions/${grant.id}/accept` };
    },
    expect: forEveryone(200),
  },
  {
    endpoint: 'POST /permissions/{id}/revoke (grantee_read’s grant, issued by the coordinator)',
    request: async (w, _as, t) => {
      const [grant] = await t.db
        .update(permissions)
        .set({ issuedByUserId: w.users.owner_coordinator.id })
        .where(
          and(
            eq(permissions.subjectProjectId, w.project.id),
            eq(permissions.grantedToUserId, w.users.grantee_read.id),
          ),
        )
        .returning();
      return { method: 'POST', url: `/api/permissions/${grant?.id}/revoke` };
    },
    expect: statuses(404, {
      owner_legal: 200,
      owner_manager: 200,
      owner_coordinator: 200,
      grantee_read: 403,
    }),
  },
  {
    endpoint: 'GET /users/{id}/received-permissions (own id)',
    request: (w, as) => ({
      method: 'GET',
      url: `/api/users/${idOf(w, as)}/received-permissions?include=issued_by`,
    }),
    expect: forEveryone(200),
  },
  {
    endpoint: 'GET /users/{id}/received-permissions (grantee_read’s id)',
    request: (w) => ({ method: 'GET', url: `/api/users/${w.users.grantee_read.id}/received-permissions` }),
    expect: statuses(404, { grantee_read: 200 }),
  },
];

runAuthorizationMatrix('access grants', rows);

import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type MatrixRow, statuses } from '../../../test/authz-world.ts';
import { prepareMaintenanceItem } from '../../../test/maintenance-authz.ts';
import { forVisible } from '../../../test/project-authz.ts';
import { insertCheckAtSpot } from '../../../test/survey-rows.ts';

/** Those who see neither the company nor the project. */
const OUTSIDERS = { owner_invited: 404, grantee_expired: 404, grantee_revoked: 404, stranger: 404 };
/** The company's trail is for its managers (legal and manager members of the owning team). */
const companyManagers = (status: number) =>
  statuses(403, { owner_legal: status, owner_manager: status, ...OUTSIDERS });

/**
 * The History of an item, a check and a project is read by whoever reads them (decision 0036); a
 * company's whole trail and its export only by the company's managers.
 */
const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/maint/purchase-order-items/{id}/history',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/maint/purchase-order-items/${(await prepareMaintenanceItem(t, w)).itemId}/history`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/checks/{id}/history',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/ihm/checks/${(await insertCheckAtSpot(t, w.project.id)).checkId}/history`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/history',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/history` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/audit-entries',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/companies/${w.bucket.id}/audit-entries` }),
    expect: companyManagers(200),
  },
  {
    endpoint: 'GET /ihm/maint/companies/{id}/audit-entries/export',
    request: (w) => ({
      method: 'GET',
      url: `/api/ihm/maint/companies/${w.bucket.id}/audit-entries/export?format=jsonlines`,
    }),
    expect: companyManagers(200),
  },
];

runAuthorizationMatrix('audit trail', rows);

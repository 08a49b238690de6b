import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import { prepareMaintenanceItem } from '../../../test/maintenance-authz.ts';
import { forVisible, idOf } from '../../../test/project-authz.ts';
import { exportLink } from './export-link.ts';

const base = (w: AuthzWorld) => `/api/ihm/maint/companies/${w.bucket.id}/purchase-order-items`;

// Whoever may read the orders list may export it (forVisible, as GET …/purchase-order-items).
const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/maint/companies/{id}/purchase-order-items/export',
    request: async (w, _as, t) => {
      await prepareMaintenanceItem(t, w);
      return { method: 'GET', url: `${base(w)}/export?file_type=jsonlines&set=expert_tasks` };
    },
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/maint/companies/{id}/purchase-order-items/export-links',
    request: (w) => ({
      method: 'POST',
      url: `${base(w)}/export-links`,
      payload: { file_type: 'spreadsheet', search: 'gasket' },
    }),
    expect: forVisible(201),
  },
  {
    // The link is the credential (the header is ignored): a link signed for each relation's user,
    // whose access is checked when it is followed; the unauthenticated row follows a stranger's.
    endpoint: 'GET /ihm/maint/companies/{id}/purchase-order-items/export-file',
    request: async (w, as, t) => {
      await prepareMaintenanceItem(t, w);
      const link = exportLink(t.deps, {
        bucketId: w.bucket.id,
        userId: idOf(w, as),
        query: { file_type: 'xml' },
        now: t.deps.now(),
      });
      return { method: 'GET', url: link.url };
    },
    expect: { ...forVisible(200), unauthenticated: 404 },
  },
];

runAuthorizationMatrix('order-item exports', rows);

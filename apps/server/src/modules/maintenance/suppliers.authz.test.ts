import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type MatrixRow, statuses } from '../../../test/authz-world.ts';
import { prepareMaintenanceItem } from '../../../test/maintenance-authz.ts';
import { NOT_VISIBLE } from '../../../test/project-authz.ts';

/**
 * Company administration: the managers (legal and manager members of the owner team) change a
 * supplier; experts, guests, readers and crew who see the company get 403, the others 404.
 */
const forCompanyManagers = (status: number) =>
  statuses(403, { owner_legal: status, owner_manager: status, ...NOT_VISIBLE });

const rows: MatrixRow[] = [
  {
    endpoint: 'PATCH /ihm/maint/suppliers/{id}',
    request: async (w, _as, t) => {
      const { supplierId } = await prepareMaintenanceItem(t, w);
      return {
        method: 'PATCH',
        url: `/api/ihm/maint/suppliers/${supplierId}`,
        payload: { name: 'Hanse Marine Supply', contact_emails: ['new@hanse.example'] },
      };
    },
    expect: forCompanyManagers(200),
  },
];

runAuthorizationMatrix('suppliers', rows);

import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { MatrixRow } from '../../../test/authz-world.ts';
import { forVisible } from '../../../test/project-authz.ts';

/** The statistics follow the company's access and, for grantees, the vessel scope (decision 0020). */
const rows: MatrixRow[] = ['order-items-by-bucket', 'order-items-by-supplier', 'order-items-by-vessel'].map(
  (name) => ({
    endpoint: `GET /ihm/maint/buckets/{id}/stats/${name}`,
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/buckets/${w.bucket.id}/stats/${name}` }),
    expect: forVisible(200),
  }),
);

runAuthorizationMatrix('statistics', rows);

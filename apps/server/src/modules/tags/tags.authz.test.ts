import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { MatrixRow } from '../../../test/authz-world.ts';
import { forCrewAndExperts, prepareMaintenanceItem } from '../../../test/maintenance-authz.ts';
import { forVisible } from '../../../test/project-authz.ts';
import { tags } from '../../db/schema/index.ts';

const rows: MatrixRow[] = [
  {
    endpoint: 'POST /tags/request',
    request: (w) => ({
      method: 'POST',
      url: '/api/tags/request',
      payload: { project_id: w.project.id, count: 2 },
    }),
    expect: forCrewAndExperts(201),
  },
  {
    endpoint: 'GET /tags',
    request: (w) => ({ method: 'GET', url: `/api/tags?project_id=${w.project.id}` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'PATCH /tags/{id}',
    request: async (w, _as, t) => {
      const { itemId } = await prepareMaintenanceItem(t, w);
      const [tag] = await t.db
        .insert(tags)
        .values({
          code: `M${crypto.randomUUID().replace(/-/g, '').slice(0, 9).toUpperCase()}`,
          bucketId: w.bucket.id,
        })
        .returning();
      return {
        method: 'PATCH',
        url: `/api/tags/${tag?.id}`,
        payload: { ref_ihm_order_item_id: itemId },
      };
    },
    expect: forCrewAndExperts(200),
  },
];

runAuthorizationMatrix('tags', rows);

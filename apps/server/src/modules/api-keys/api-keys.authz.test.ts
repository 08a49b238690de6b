import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forManagers } from '../../../test/maintenance-authz.ts';
import { apiConnections, apiKeys } from '../../db/schema/index.ts';

/** A key of the world's company. */
async function prepareKey(t: TestApp, w: AuthzWorld) {
  const [key] = await t.db
    .insert(apiKeys)
    .values({ bucketId: w.bucket.id, name: 'ERP', prefix: 'kel_abcdefgh', keyHash: crypto.randomUUID() })
    .returning();
  return key?.id as string;
}

/** A connection of the world's company (its URL is never fetched here). */
async function prepareConnection(t: TestApp, w: AuthzWorld) {
  const [connection] = await t.db
    .insert(apiConnections)
    .values({
      bucketId: w.bucket.id,
      name: 'ERP export',
      url: 'http://127.0.0.1:9/export.jsonl',
      fileType: 'jsonlines',
      schedule: 'daily',
    })
    .returning();
  return connection?.id as string;
}

const connectionCall =
  (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', path = '', payload?: unknown) =>
  async (w: AuthzWorld, _as: unknown, t: TestApp) => ({
    method,
    url: `/api/ihm/maint/api-connections/${await prepareConnection(t, w)}${path}`,
    payload,
  });

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/maint/buckets/{id}/apikeys',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/buckets/${w.bucket.id}/apikeys` }),
    expect: forManagers(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/apikey',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/maint/buckets/${w.bucket.id}/apikey`,
      payload: { name: 'ERP' },
    }),
    expect: forManagers(201),
  },
  {
    endpoint: 'DELETE /ihm/maint/apikeys/{id}',
    request: async (w, _as, t) => ({
      method: 'DELETE',
      url: `/api/ihm/maint/apikeys/${await prepareKey(t, w)}`,
    }),
    expect: forManagers(200),
  },
  {
    endpoint: 'GET /ihm/maint/buckets/{id}/api-connections',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/buckets/${w.bucket.id}/api-connections` }),
    expect: forManagers(200),
  },
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/api-connections',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/maint/buckets/${w.bucket.id}/api-connections`,
      payload: {
        name: 'ERP export',
        url: 'https://erp.example/export.jsonl',
        auth_type: 'bearer',
        token: 'secret-token',
        file_type: 'jsonlines',
        schedule: 'weekly',
      },
    }),
    expect: forManagers(201),
  },
  {
    endpoint: 'PATCH /ihm/maint/api-connections/{id}',
    request: connectionCall('PATCH', '', { disabled: true }),
    expect: forManagers(200),
  },
  {
    endpoint: 'DELETE /ihm/maint/api-connections/{id}',
    request: connectionCall('DELETE'),
    expect: forManagers(200),
  },
  {
    endpoint: 'POST /ihm/maint/api-connections/{id}/jobs',
    request: connectionCall('POST', '/jobs'),
    expect: forManagers(202),
  },
  {
    endpoint: 'GET /ihm/maint/api-connections/{id}/api-connection-jobs',
    request: connectionCall('GET', '/api-connection-jobs'),
    expect: forManagers(200),
  },
];

runAuthorizationMatrix('API keys and API connections', rows);

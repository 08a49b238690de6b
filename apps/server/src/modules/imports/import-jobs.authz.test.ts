import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forExperts } from '../../../test/maintenance-authz.ts';
import { importJobs } from '../../db/schema/index.ts';

let numbers = 0;

/** An import job of the world's company in the given state. */
async function prepareJob(t: TestApp, w: AuthzWorld, status: 'created' | 'simulated') {
  numbers += 1;
  const [job] = await t.db
    .insert(importJobs)
    .values({
      bucketId: w.bucket.id,
      number: 1000 + numbers,
      fileType: 'jsonlines',
      fileName: 'a.jsonl',
      status,
    })
    .returning();
  return job?.id as string;
}

const jobCall =
  (method: 'GET' | 'POST' | 'PUT', status: 'created' | 'simulated', path = '', payload?: unknown) =>
  async (w: AuthzWorld, _as: unknown, t: TestApp) => ({
    method,
    url: `/api/ihm/maint/import-jobs/${await prepareJob(t, w, status)}${path}`,
    payload,
    ...(method === 'PUT' ? { headers: { 'content-type': 'application/octet-stream' } } : {}),
  });

const rows: MatrixRow[] = [
  {
    endpoint: 'POST /ihm/maint/buckets/{id}/import-jobs',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/maint/buckets/${w.bucket.id}/import-jobs`,
      payload: { file_type: 'jsonlines', file_name: 'orders.jsonl' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/maint/buckets/{id}/import-jobs',
    request: (w) => ({ method: 'GET', url: `/api/ihm/maint/buckets/${w.bucket.id}/import-jobs` }),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/maint/import-jobs/{id}',
    request: jobCall('GET', 'created'),
    expect: forExperts(200),
  },
  {
    endpoint: 'PUT /ihm/maint/import-jobs/{id}/file',
    request: jobCall('PUT', 'created', '/file', Buffer.from('{"type":"vessel","imo_number":"9074729"}\n')),
    expect: forExperts(202),
  },
  {
    endpoint: 'POST /ihm/maint/import-jobs/{id}/run',
    request: jobCall('POST', 'simulated', '/run'),
    expect: forExperts(202),
  },
  {
    endpoint: 'POST /ihm/maint/import-jobs/{id}/discard-simulation',
    request: jobCall('POST', 'simulated', '/discard-simulation'),
    expect: forExperts(200),
  },
];

runAuthorizationMatrix('import jobs', rows);

import { vessels } from '../src/db/schema/index.ts';
import { importJob } from '../src/modules/imports/import.job.ts';
import { createCrewWorld, succeeding } from './crew-world.ts';
import type { FactoryUser } from './factories.ts';
import { apiCaller, type TestApp } from './harness.ts';
import { IMO } from './import-files.ts';

export { flatRow, flatWorkbook, IMO } from './import-files.ts';

/**
 * A company with two vessels known by IMO number, its manager (an expert and manager), crew and a
 * stranger; `importFile` creates a job, uploads the file and works off its simulation.
 */
export async function createImportWorld(t: TestApp) {
  const world = await createCrewWorld(t);
  const call = apiCaller(t);
  const ok = succeeding(call);
  const manager = world.expert;
  const [petrel, tern] = await t.db
    .insert(vessels)
    .values([
      { bucketId: world.bucketId, name: 'MV Petrel', imo: IMO.petrel },
      { bucketId: world.bucketId, name: 'MV Tern', imo: IMO.tern },
    ])
    .returning();
  const upload = (user: FactoryUser, jobId: string, body: Buffer) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/ihm/maint/import-jobs/${jobId}/file`,
      headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/octet-stream' },
      payload: body,
    });
  const importFile = async (body: Buffer, fileType = 'spreadsheet', user: FactoryUser = manager) => {
    const job = await ok(user, 'POST', `/ihm/maint/buckets/${world.bucketId}/import-jobs`, {
      file_type: fileType,
      file_name: 'orders.xlsx',
    });
    const uploaded = await upload(user, job.id, body);
    if (uploaded.statusCode !== 202) throw new Error(`upload: ${uploaded.statusCode} ${uploaded.body}`);
    await t.deps.jobs.workOff(importJob);
    return ok(user, 'GET', `/ihm/maint/import-jobs/${job.id}`);
  };
  const run = async (jobId: string) => {
    const started = await call(manager, 'POST', `/ihm/maint/import-jobs/${jobId}/run`);
    if (started.statusCode !== 202) throw new Error(`run: ${started.statusCode} ${started.body}`);
    await t.deps.jobs.workOff(importJob);
    return ok(manager, 'GET', `/ihm/maint/import-jobs/${jobId}`);
  };
  if (!petrel || !tern) throw new Error('vessels not created');
  return { ...world, manager, call, ok, upload, importFile, run, vessels: { petrel, tern } };
}

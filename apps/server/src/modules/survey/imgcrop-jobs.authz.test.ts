import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forExperts } from '../../../test/maintenance-authz.ts';
import { forVisible } from '../../../test/project-authz.ts';
import { insertCheckAtSpot, TINY_PNG } from '../../../test/survey-rows.ts';
import { checkImages, imgcropJobs } from '../../db/schema/index.ts';

const crop = { left: 0, top: 0, width: 0.5, height: 0.5 };

/** A ready photo of a check, and a crop job waiting for its image. */
async function prepare(t: TestApp, w: AuthzWorld) {
  const projectId = w.project.id;
  const { checkId } = await insertCheckAtSpot(t, projectId);
  const [image] = await t.db.insert(checkImages).values({ projectId, checkId, state: 'ready' }).returning();
  const [job] = await t.db
    .insert(imgcropJobs)
    .values({ projectId, crop, status: 'waiting_for_file' })
    .returning();
  return { imageId: image?.id as string, jobId: job?.id as string };
}

const rows: MatrixRow[] = [
  {
    endpoint: 'POST /projects/{id}/imgcrop-jobs',
    request: async (w, _as, t) => ({
      method: 'POST',
      url: `/api/projects/${w.project.id}/imgcrop-jobs`,
      payload: { check_image_id: (await prepare(t, w)).imageId, crop },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /projects/{id}/imgcrop-jobs',
    request: (w) => ({ method: 'GET', url: `/api/projects/${w.project.id}/imgcrop-jobs` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /imgcrop-jobs/{id}',
    request: async (w, _as, t) => ({
      method: 'GET',
      url: `/api/imgcrop-jobs/${(await prepare(t, w)).jobId}`,
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'PUT /imgcrop-jobs/{id}/file',
    request: async (w, _as, t) => ({
      method: 'PUT',
      url: `/api/imgcrop-jobs/${(await prepare(t, w)).jobId}/file`,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    }),
    expect: forExperts(202),
  },
];

runAuthorizationMatrix('imgcrop jobs', rows);

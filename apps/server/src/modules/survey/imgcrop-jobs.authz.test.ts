import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forExperts } from '../../../test/maintenance-authz.ts';
import { forVisible } from '../../../test/project-authz.ts';
import { checkImages, checks, deckplans, decks, imgcropJobs, spots } from '../../db/schema/index.ts';

/** A 2×2 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNQSFgARAwQCgAdjgSBQe+XXgAAAABJRU5ErkJggg==',
  'base64',
);
const crop = { left: 0, top: 0, width: 0.5, height: 0.5 };

/** A ready photo of a check, and a crop job waiting for its image. */
async function prepare(t: TestApp, w: AuthzWorld) {
  const projectId = w.project.id;
  const [deck] = await t.db.insert(decks).values({ projectId, name: 'Main deck' }).returning();
  const deckId = deck?.id as string;
  const [plan] = await t.db.insert(deckplans).values({ projectId, deckId, name: 'Plan' }).returning();
  const deckplanId = plan?.id as string;
  const [spot] = await t.db.insert(spots).values({ projectId, deckId, deckplanId, x: 1, y: 1 }).returning();
  const [check] = await t.db
    .insert(checks)
    .values({ projectId, deckId, deckplanId, spotId: spot?.id as string, type: 'visual', name: 'Paint' })
    .returning();
  const [image] = await t.db
    .insert(checkImages)
    .values({ projectId, checkId: check?.id as string, state: 'ready' })
    .returning();
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
      payload: PNG,
      headers: { 'content-type': 'image/png' },
    }),
    expect: forExperts(202),
  },
];

runAuthorizationMatrix('imgcrop jobs', rows);

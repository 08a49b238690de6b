import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forExperts } from '../../../test/maintenance-authz.ts';
import { forVisible } from '../../../test/project-authz.ts';
import { insertCheckAtSpot, TINY_PNG } from '../../../test/survey-rows.ts';
import { checkImages, checkResolutions, surveyResults, vscpEntries } from '../../db/schema/index.ts';

/** A deck with a ready plan, a spot with a check and its result, and a VSCP entry, in the world's project. */
async function prepareSurvey(t: TestApp, w: AuthzWorld) {
  const projectId = w.project.id;
  const { deckplanId, spotId, checkId } = await insertCheckAtSpot(t, projectId);
  const [result] = await t.db
    .insert(surveyResults)
    .values({ projectId, checkId: checkId, hazmat: 'asb', contamination: 'yes' })
    .returning();
  const [entry] = await t.db
    .insert(vscpEntries)
    .values({ projectId, checkType: 'visual', name: 'Paint' })
    .returning();
  const [image] = await t.db
    .insert(checkImages)
    .values({ projectId, checkId: checkId, state: 'failed' })
    .returning();
  const [resolution] = await t.db
    .insert(checkResolutions)
    .values({ projectId, checkId: checkId })
    .returning();
  return {
    resolutionId: resolution?.id as string,
    planId: deckplanId,
    spotId: spotId,
    checkId: checkId,
    resultId: result?.id as string,
    entryId: entry?.id as string,
    imageId: image?.id as string,
  };
}

const withSurvey =
  (
    build: (
      ids: Awaited<ReturnType<typeof prepareSurvey>>,
      w: AuthzWorld,
    ) => Awaited<ReturnType<MatrixRow['request']>>,
  ): MatrixRow['request'] =>
  async (w, _as, t) =>
    build(await prepareSurvey(t, w), w);

const rows: MatrixRow[] = [
  {
    endpoint: 'POST /ihm/deckplans/{id}/spots',
    request: withSurvey(({ planId }) => ({
      method: 'POST',
      url: `/api/ihm/deckplans/${planId}/spots`,
      payload: { x: 1, y: 1 },
    })),
    expect: forExperts(201),
  },
  {
    endpoint: 'PATCH /ihm/spots/{id}',
    request: withSurvey(({ spotId }) => ({
      method: 'PATCH',
      url: `/api/ihm/spots/${spotId}`,
      payload: { location: 'Frame 12' },
    })),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/spots',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/spots` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/deckplans/{id}',
    request: withSurvey(({ planId }) => ({ method: 'GET', url: `/api/ihm/deckplans/${planId}` })),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/spots/{id}/checks',
    request: withSurvey(({ spotId }) => ({
      method: 'POST',
      url: `/api/ihm/spots/${spotId}/checks`,
      payload: { type: 'visual', name: 'Paint' },
    })),
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/checks/{id}',
    request: withSurvey(({ checkId }) => ({ method: 'GET', url: `/api/ihm/checks/${checkId}` })),
    expect: forVisible(200),
  },
  {
    endpoint: 'PATCH /ihm/checks/{id}',
    request: withSurvey(({ checkId }) => ({
      method: 'PATCH',
      url: `/api/ihm/checks/${checkId}`,
      payload: { color: 'grey' },
    })),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/checks',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/checks` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/checks/reorder',
    request: withSurvey(({ checkId }, w) => ({
      method: 'POST',
      url: `/api/ihm/projects/${w.project.id}/checks/reorder`,
      payload: { ids: [checkId] },
    })),
    expect: forExperts(204),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/suggested-values',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/suggested-values` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/checks/{id}/results',
    request: withSurvey(({ checkId }) => ({
      method: 'POST',
      url: `/api/ihm/checks/${checkId}/results`,
      payload: { hazmat: 'lead', contamination: 'bt' },
    })),
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/checks/{id}/results',
    request: withSurvey(({ checkId }) => ({ method: 'GET', url: `/api/ihm/checks/${checkId}/results` })),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/results',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/results` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'PATCH /ihm/results/{id}',
    request: withSurvey(({ resultId }) => ({
      method: 'PATCH',
      url: `/api/ihm/results/${resultId}`,
      payload: { enabled: false },
    })),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/vscp-entries',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/vscp-entries` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/vscp-entries',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/projects/${w.project.id}/vscp-entries`,
      payload: { check_type: 'visual', name: 'Paint systems' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'GET /ihm/vscp-entries/{id}',
    request: withSurvey(({ entryId }) => ({ method: 'GET', url: `/api/ihm/vscp-entries/${entryId}` })),
    expect: forVisible(200),
  },
  {
    endpoint: 'PATCH /ihm/vscp-entries/{id}',
    request: withSurvey(({ entryId }) => ({
      method: 'PATCH',
      url: `/api/ihm/vscp-entries/${entryId}`,
      payload: { remarks: 'x' },
    })),
    expect: forExperts(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/vscp-entries/reorder',
    request: withSurvey(({ entryId }, w) => ({
      method: 'POST',
      url: `/api/ihm/projects/${w.project.id}/vscp-entries/reorder`,
      payload: { ids: [entryId] },
    })),
    expect: forExperts(204),
  },
  {
    endpoint: 'POST /ihm/checks/{id}/images',
    request: withSurvey(({ checkId }) => ({
      method: 'POST',
      url: `/api/ihm/checks/${checkId}/images`,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    })),
    expect: forExperts(202),
  },
  {
    endpoint: 'PUT /ihm/check-images/{id}/file',
    request: withSurvey(({ imageId }) => ({
      method: 'PUT',
      url: `/api/ihm/check-images/${imageId}/file?rotation=90`,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    })),
    expect: forExperts(202),
  },
  {
    endpoint: 'PATCH /ihm/check-images/{id}',
    request: withSurvey(({ imageId }) => ({
      method: 'PATCH',
      url: `/api/ihm/check-images/${imageId}`,
      payload: { enabled: false },
    })),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/check-images/{id}',
    request: withSurvey(({ imageId }) => ({ method: 'GET', url: `/api/ihm/check-images/${imageId}` })),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/checks/{id}/images',
    request: withSurvey(({ checkId }) => ({ method: 'GET', url: `/api/ihm/checks/${checkId}/images` })),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/check-images',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/check-images` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/checks/{id}/resolutions',
    request: withSurvey(({ checkId }) => {
      const boundary = '----matrix';
      return {
        method: 'POST',
        url: `/api/ihm/checks/${checkId}/resolutions`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="removed"\r\n\r\nfalse\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'PATCH /ihm/checks/{id}/resolutions/{rid}',
    request: withSurvey(({ checkId, resolutionId }) => {
      const boundary = '----matrix';
      return {
        method: 'PATCH',
        url: `/api/ihm/checks/${checkId}/resolutions/${resolutionId}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="removed"\r\n\r\ntrue\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/checks/{id}/resolutions',
    request: withSurvey(({ checkId }) => ({ method: 'GET', url: `/api/ihm/checks/${checkId}/resolutions` })),
    expect: forVisible(200),
  },
];

runAuthorizationMatrix('the survey: spots, checks, results, VSCP', rows);

import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import type { AuthzWorld, MatrixRow } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forExperts } from '../../../test/maintenance-authz.ts';
import { planPdf } from '../../../test/plan-files.ts';
import { forVisible } from '../../../test/project-authz.ts';
import { TINY_PNG } from '../../../test/survey-rows.ts';
import { attachments, signatures } from '../../db/schema/index.ts';

async function prepare(t: TestApp, w: AuthzWorld) {
  const projectId = w.project.id;
  const [signature] = await t.db
    .insert(signatures)
    .values({ projectId, target: 'approval', personName: 'Jan Smit' })
    .returning();
  const [attachment] = await t.db
    .insert(attachments)
    .values({ projectId, type: 'other', title: 'Certificate' })
    .returning();
  return { signatureId: signature?.id as string, attachmentId: attachment?.id as string };
}

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /ihm/projects/{id}/signatures',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/signatures` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/signatures',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/projects/${w.project.id}/signatures`,
      payload: { target: 'preparation', person_name: 'Anna Berg' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/signatures/reorder',
    request: async (w, _as, t) => {
      const { signatureId } = await prepare(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/projects/${w.project.id}/signatures/reorder`,
        payload: { ids: [signatureId] },
      };
    },
    expect: forExperts(204),
  },
  {
    endpoint: 'PATCH /ihm/signatures/{id}',
    request: async (w, _as, t) => ({
      method: 'PATCH',
      url: `/api/ihm/signatures/${(await prepare(t, w)).signatureId}`,
      payload: { location: 'Rotterdam' },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'PUT /ihm/signatures/{id}/file',
    request: async (w, _as, t) => ({
      method: 'PUT',
      url: `/api/ihm/signatures/${(await prepare(t, w)).signatureId}/file`,
      payload: TINY_PNG,
      headers: { 'content-type': 'image/png' },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/attachments',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/attachments` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/attachments',
    request: (w) => ({
      method: 'POST',
      url: `/api/ihm/projects/${w.project.id}/attachments`,
      payload: { type: 'lab_results', title: 'Lab report' },
    }),
    expect: forExperts(201),
  },
  {
    endpoint: 'POST /ihm/projects/{id}/attachments/reorder',
    request: async (w, _as, t) => {
      const { attachmentId } = await prepare(t, w);
      return {
        method: 'POST',
        url: `/api/ihm/projects/${w.project.id}/attachments/reorder`,
        payload: { ids: [attachmentId] },
      };
    },
    expect: forExperts(204),
  },
  {
    endpoint: 'PATCH /ihm/attachments/{id}',
    request: async (w, _as, t) => ({
      method: 'PATCH',
      url: `/api/ihm/attachments/${(await prepare(t, w)).attachmentId}`,
      payload: { title: 'Renamed' },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'PUT /ihm/attachments/{id}/file',
    request: async (w, _as, t) => ({
      method: 'PUT',
      url: `/api/ihm/attachments/${(await prepare(t, w)).attachmentId}/file`,
      payload: planPdf(),
      headers: { 'content-type': 'application/pdf' },
    }),
    expect: forExperts(200),
  },
  {
    endpoint: 'GET /ihm/projects/{id}/vessel-survey',
    request: (w) => ({ method: 'GET', url: `/api/ihm/projects/${w.project.id}/vessel-survey` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'PUT /ihm/projects/{id}/vessel-survey',
    request: (w) => ({
      method: 'PUT',
      url: `/api/ihm/projects/${w.project.id}/vessel-survey`,
      payload: { general: { report_number: 'A-1' } },
    }),
    expect: forExperts(200),
  },
];

runAuthorizationMatrix('signatures, attachments and the survey data', rows);

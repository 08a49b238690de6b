import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { type AuthzWorld, type MatrixRow, statuses } from '../../../test/authz-world.ts';
import type { TestApp } from '../../../test/harness.ts';
import { forVisible, NOT_VISIBLE } from '../../../test/project-authz.ts';
import { generatedReports, vesselSurveys } from '../../db/schema/index.ts';

/** The project with survey data and one finished version of its Part I. */
async function prepare(t: TestApp, w: AuthzWorld) {
  await t.db.insert(vesselSurveys).values({ projectId: w.project.id, data: {} });
  const [report] = await t.db
    .insert(generatedReports)
    .values({
      projectId: w.project.id,
      projectContentHash: 'f'.repeat(64),
      namespace: 'ihm-part1/ab',
      type: 'ihm',
      template: 'ihm-part1',
      templateName: 'IHM Part I (MEPC.379(80))',
      variant: 'ab',
      status: 'success',
      version: 1,
    })
    .returning();
  return { reportId: report?.id as string };
}

/** Whoever may write to the project requests reports (experts, managers, crew); readers and guests 403. */
const forWriters = (status: number) =>
  statuses(403, {
    owner_legal: status,
    owner_manager: status,
    owner_coordinator: status,
    owner_regular: status,
    grantee_readwrite_crew: status,
    ...NOT_VISIBLE,
  });

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /projects/{id}/report-templates',
    request: (w) => ({ method: 'GET', url: `/api/projects/${w.project.id}/report-templates` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /projects/{id}/reports',
    request: async (w, _as, t) => {
      await prepare(t, w);
      return { method: 'GET', url: `/api/projects/${w.project.id}/reports` };
    },
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /projects/{id}/reports',
    request: async (w, _as, t) => {
      await prepare(t, w);
      return {
        method: 'POST',
        url: `/api/projects/${w.project.id}/reports`,
        payload: { type: 'ihm', variant: 'a' },
      };
    },
    expect: forWriters(201),
  },
  {
    endpoint: 'GET /reports/{id}',
    request: async (w, _as, t) => ({ method: 'GET', url: `/api/reports/${(await prepare(t, w)).reportId}` }),
    expect: forVisible(200),
  },
];

runAuthorizationMatrix('reports', rows);

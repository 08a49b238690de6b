import { CAPABILITIES, type Capability } from '@keelson/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAuthorizationMatrix } from '../../../test/authz-matrix.ts';
import { buildAuthzWorld, type MatrixRow, type Relation } from '../../../test/authz-world.ts';
import { auth } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { forEveryone, forVisible } from '../../../test/project-authz.ts';

const rows: MatrixRow[] = [
  {
    endpoint: 'GET /my-projects',
    request: () => ({ method: 'GET', url: '/api/my-projects' }),
    expect: forEveryone(200),
  },
  {
    endpoint: 'GET /projects/{id}',
    request: (w) => ({ method: 'GET', url: `/api/projects/${w.project.id}` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /projects/{id}/exists (answers false to those who do not see it)',
    request: (w) => ({ method: 'GET', url: `/api/projects/${w.project.id}/exists?access_to=IHM` }),
    expect: forEveryone(200),
  },
  {
    endpoint: 'POST /projects/{id}/check-capabilities',
    request: (w) => ({
      method: 'POST',
      url: `/api/projects/${w.project.id}/check-capabilities`,
      payload: { capabilities: CAPABILITIES },
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /buckets/{id}/check-capabilities',
    request: (w) => ({
      method: 'POST',
      url: `/api/buckets/${w.bucket.id}/check-capabilities`,
      payload: { capabilities: CAPABILITIES },
    }),
    expect: forVisible(200),
  },
  {
    endpoint: 'GET /ships',
    request: () => ({ method: 'GET', url: '/api/ships' }),
    expect: forEveryone(200),
  },
  {
    endpoint: 'GET /ships/groups',
    request: () => ({ method: 'GET', url: '/api/ships/groups' }),
    expect: forEveryone(200),
  },
  {
    endpoint: 'GET /ships/{id}/projects',
    request: (w) => ({ method: 'GET', url: `/api/ships/${w.ship.id}/projects` }),
    expect: forVisible(200),
  },
  {
    endpoint: 'POST /user-audit-logs',
    request: (w) => ({
      method: 'POST',
      url: '/api/user-audit-logs',
      payload: { objectId: w.project.id, objectName: 'project', type: 'view' },
    }),
    expect: forEveryone(201),
  },
];

runAuthorizationMatrix('projects, ships, capabilities, audit logs', rows);

describe('capabilities per relation (check-capabilities of the project and its company and the project answer agree)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const expected: Record<Exclude<Relation, 'unauthenticated'>, [string, Capability[]] | null> = {
    owner_legal: ['READWRITE', ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager', 'ihm.maint.is_manager']],
    owner_manager: [
      'READWRITE',
      ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager', 'ihm.maint.is_manager'],
    ],
    owner_coordinator: ['READWRITE', ['ihm.maint.is_expert', 'ihm.maint.is_rules_manager']],
    owner_regular: ['READWRITE', ['ihm.maint.is_expert']],
    owner_guest: ['READ', []],
    owner_invited: null,
    grantee_read: ['READ', []],
    grantee_readwrite_crew: ['READWRITE', ['ihm.maint.is_crew']],
    grantee_expired: null,
    grantee_revoked: null,
    stranger: null,
  };

  it('each relation has the level and capabilities of the domain rule', async () => {
    const world = await buildAuthzWorld(t.db);
    for (const [relation, access] of Object.entries(expected) as [
      keyof typeof expected,
      [string, Capability[]] | null,
    ][]) {
      const headers = auth(world.users[relation]);
      const project = await t.app.inject({
        method: 'GET',
        url: `/api/projects/${world.project.id}`,
        headers,
      });
      const check = await t.app.inject({
        method: 'POST',
        url: `/api/projects/${world.project.id}/check-capabilities`,
        headers,
        payload: { capabilities: CAPABILITIES },
      });
      // The world's maintenance company serves the project: the same relations open it.
      const company = await t.app.inject({
        method: 'POST',
        url: `/api/buckets/${world.bucket.id}/check-capabilities`,
        headers,
        payload: { capabilities: CAPABILITIES },
      });
      if (!access) {
        expect([relation, project.statusCode, check.statusCode, company.statusCode]).toEqual([
          relation,
          404,
          404,
          404,
        ]);
        continue;
      }
      const [level, capabilities] = access;
      expect([relation, project.json().access_mode, project.json().capabilities]).toEqual([
        relation,
        level,
        capabilities,
      ]);
      const answered = Object.entries(check.json().capabilities as Record<string, boolean>)
        .filter(([, has]) => has)
        .map(([name]) => name);
      expect([relation, answered]).toEqual([relation, capabilities]);
      const companyAnswered = Object.entries(company.json().capabilities as Record<string, boolean>)
        .filter(([, has]) => has)
        .map(([name]) => name);
      expect([relation, 'company', companyAnswered]).toEqual([relation, 'company', capabilities]);
    }
  });
});

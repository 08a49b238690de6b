import { accessGrantState } from '@keelson/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';

/** One rule for a grant's window: the domain's state and the access query agree at both edges. */
describe('a grant at the edges of its window', () => {
  let t: TestApp;
  let call: ApiCall;
  let owner: FactoryUser;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    owner = await createUser(t.db);
  });
  afterAll(() => t.close());

  it.each([
    ['one second before it starts', 1000, null],
    ['exactly when it starts', 0, null],
    ['exactly when it ends', null, 0],
    ['one second after it ended', null, -1000],
  ])('%s: the API lets in exactly when the domain says active', async (_name, startsInMs, endsInMs) => {
    const now = t.clock.now();
    const team = await createTeam(t.db, { members: [{ user: owner, role: 'legal' }] });
    const { project } = await createProject(t.db, { teamId: team.id });
    const grantee = await createUser(t.db);
    const window = {
      notValidBefore: startsInMs === null ? null : new Date(now.getTime() + startsInMs),
      notValidAfter: endsInMs === null ? null : new Date(now.getTime() + endsInMs),
    };
    await createGrant(t.db, { projectId: project.id, userId: grantee.id, ...window });
    const domain = accessGrantState(
      { status: 'accepted', not_valid_before: window.notValidBefore, not_valid_after: window.notValidAfter },
      now,
    ).state;
    const res = await call(grantee, 'GET', `/projects/${project.id}`);
    expect(res.statusCode === 200 ? 'active' : 'not active').toBe(
      domain === 'active' ? 'active' : 'not active',
    );
  });
});

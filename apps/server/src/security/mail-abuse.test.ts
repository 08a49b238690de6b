import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProject, createTeam, createUser, type FactoryUser } from '../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../test/harness.ts';
import {
  askForGasketMd,
  type DocumentsWorld,
  documentsWorld,
} from '../modules/documents/documents.fixture.ts';
import { RATE_LIMITS } from './rate-limit.ts';

const HOUR = 3600 * 1000;

describe('grants cannot be used to mail anyone without limit', () => {
  let t: TestApp;
  let call: ApiCall;
  let manager: FactoryUser;
  let projectId: string;
  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    manager = await createUser(t.db);
    const team = await createTeam(t.db, { members: [{ user: manager, role: 'legal' }] });
    projectId = (await createProject(t.db, { teamId: team.id })).project.id;
  });
  afterAll(() => t.close());

  const grant = (email: string) =>
    call(manager, 'POST', `/projects/${projectId}/permissions`, {
      granted_to_user_email: email,
      access_mode: 'READ',
    });

  it('the same grant mail reaches an address once an hour, however often it is issued and revoked', async () => {
    const first = await grant('twice@example.org');
    expect(first.statusCode).toBe(201);
    expect((await call(manager, 'POST', `/permissions/${first.json().id}/revoke`)).statusCode).toBe(200);
    expect((await grant('twice@example.org')).statusCode).toBe(201);
    expect((await t.mails()).filter((mail) => mail.to === 'twice@example.org')).toHaveLength(1);
  });

  it(`a manager issues at most ${RATE_LIMITS.grantPerUser.limit} grants an hour; then 429 and no mail`, async () => {
    t.clock.advance(2 * HOUR);
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_LIMITS.grantPerUser.limit; i++)
      statuses.push((await grant(`bulk${i}@example.org`)).statusCode);
    expect(statuses.slice(0, RATE_LIMITS.grantPerUser.limit).every((status) => status === 201)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const last = `bulk${RATE_LIMITS.grantPerUser.limit}@example.org`;
    expect((await t.mails()).filter((mail) => mail.to === last)).toHaveLength(0);
  });
});

describe('the supplier send-email call', () => {
  let w: DocumentsWorld;
  beforeAll(async () => {
    w = await documentsWorld();
    await askForGasketMd(w);
  });
  afterAll(() => w.t.close());

  it('mails a supplier once in ten minutes: a double click is 429 with the wait, not a second mail', async () => {
    const remind = () =>
      w.call(w.expert, 'PATCH', `/ihm/maint/buckets/${w.bucketId}/suppliers/${w.ids.hanse}/send-email`);
    const before = (await w.t.mails()).filter((mail) => mail.to === 'orders@hanse.example').length;
    expect((await remind()).statusCode).toBe(200);
    const again = await remind();
    expect(again.statusCode).toBe(429);
    expect(again.json().error).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);
    expect((await w.t.mails()).filter((mail) => mail.to === 'orders@hanse.example')).toHaveLength(before + 1);
    w.t.clock.advance(11 * 60 * 1000);
    expect((await remind()).statusCode).toBe(200);
  });
});

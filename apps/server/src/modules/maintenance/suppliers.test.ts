import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createBucket,
  createGrant,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { buckets, supplierPortalLinks, suppliers } from '../../db/schema/index.ts';

describe('PATCH /ihm/maint/suppliers/{id}', () => {
  let t: TestApp;
  let call: ApiCall;
  let manager: FactoryUser;
  let expert: FactoryUser;
  let crew: FactoryUser;
  let stranger: FactoryUser;
  let bucketId: string;
  let supplierId: string;
  let foreignSupplierId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    manager = await createUser(t.db);
    expert = await createUser(t.db);
    crew = await createUser(t.db);
    stranger = await createUser(t.db);
    const team = await createTeam(t.db, {
      features: ['ihm.expert', 'ihm.maint'],
      members: [
        { user: manager, role: 'manager' },
        { user: expert, role: 'regular' },
      ],
    });
    bucketId = (await createBucket(t.db, { teamId: team.id })).id;
    const { project } = await createProject(t.db, { teamId: team.id, maintenanceBucketId: bucketId });
    await createGrant(t.db, {
      projectId: project.id,
      userId: crew.id,
      accessMode: 'READWRITE',
      capabilities: ['ihm.maint.is_crew'],
    });
    const foreign = await createBucket(t.db, { userId: stranger.id });
    const [other] = await t.db
      .insert(suppliers)
      .values({ bucketId: foreign.id, name: 'Elsewhere', contactEmails: ['x@elsewhere.example'] })
      .returning();
    foreignSupplierId = other?.id as string;
  });
  afterAll(() => t.close());

  beforeEach(async () => {
    await t.db.update(buckets).set({ archived: false }).where(eq(buckets.id, bucketId));
    const [supplier] = await t.db
      .insert(suppliers)
      .values({
        bucketId,
        name: 'Hanse Marine',
        extid: 'HM-1',
        contactEmails: ['old@hanse.example', 'kept@hanse.example'],
      })
      .returning();
    supplierId = supplier?.id as string;
  });

  const patch = (user: FactoryUser | null, body: unknown, id = supplierId) =>
    call(user, 'PATCH', `/ihm/maint/suppliers/${id}`, body);
  const stored = async () => {
    const [row] = await t.db.select().from(suppliers).where(eq(suppliers.id, supplierId));
    return row;
  };

  it('a manager renames a supplier; the contacts stay', async () => {
    const res = await patch(manager, { name: '  Hanse Marine Supply  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: supplierId,
      name: 'Hanse Marine Supply',
      extid: 'HM-1',
      contact_emails: ['old@hanse.example', 'kept@hanse.example'],
    });
  });

  it('new contacts are trimmed, lower-cased and counted once; a dropped address loses its portal link', async () => {
    const links = await t.db
      .insert(supplierPortalLinks)
      .values([
        { supplierId, bucketId, email: 'old@hanse.example', tokenHash: `old-${supplierId}` },
        { supplierId, bucketId, email: 'kept@hanse.example', tokenHash: `kept-${supplierId}` },
      ])
      .returning();
    const res = await patch(manager, {
      contact_emails: ['kept@hanse.example', ' New@Hanse.Example ', 'new@hanse.example'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().contact_emails).toEqual(['kept@hanse.example', 'new@hanse.example']);
    const after = await t.db
      .select()
      .from(supplierPortalLinks)
      .where(eq(supplierPortalLinks.supplierId, supplierId));
    const revoked = Object.fromEntries(after.map((link) => [link.email, link.revokedAt !== null]));
    expect(revoked).toEqual({ 'old@hanse.example': true, 'kept@hanse.example': false });
    expect(links).toHaveLength(2);
  });

  it('no contacts left: every live link is revoked', async () => {
    await t.db
      .insert(supplierPortalLinks)
      .values({ supplierId, bucketId, email: 'kept@hanse.example', tokenHash: `only-${supplierId}` });
    expect((await patch(manager, { contact_emails: [] })).json().contact_emails).toEqual([]);
    const [link] = await t.db
      .select()
      .from(supplierPortalLinks)
      .where(eq(supplierPortalLinks.supplierId, supplierId));
    expect(link?.revokedAt).not.toBeNull();
  });

  it('bad input is 400 and changes nothing, not even the valid fields beside it', async () => {
    const before = await stored();
    for (const body of [
      {},
      { name: '' },
      { name: '   ' },
      { name: 'x'.repeat(201) },
      { name: 'Fine', contact_emails: ['not-an-address'] },
      { contact_emails: 'a@b.example' },
      { contact_emails: Array.from({ length: 11 }, (_, i) => `c${i}@hanse.example`) },
      { name: 'Fine', extid: 'changed' },
      { name: 'Fine', bucket_id: bucketId },
    ]) {
      const res = await patch(manager, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().code).toBe('validation');
    }
    expect(await stored()).toEqual(before);
    expect((await patch(manager, { name: 'Fine' }, 'not-a-uuid')).statusCode).toBe(400);
  });

  it('experts and crew may not (403); unknown suppliers and other companies’ are 404; no session 401', async () => {
    const before = await stored();
    expect((await patch(expert, { name: 'By the expert' })).statusCode).toBe(403);
    expect((await patch(crew, { name: 'By the crew' })).statusCode).toBe(403);
    expect((await patch(stranger, { name: 'By a stranger' })).statusCode).toBe(404);
    expect((await patch(manager, { name: 'Theirs' }, foreignSupplierId)).statusCode).toBe(404);
    expect((await patch(manager, { name: 'Nobody' }, crypto.randomUUID())).statusCode).toBe(404);
    expect((await patch(null, { name: 'Anonymous' })).statusCode).toBe(401);
    expect(await stored()).toEqual(before);
  });

  it('an archived company’s suppliers are read-only: 404 until it is restored', async () => {
    await t.db.update(buckets).set({ archived: true }).where(eq(buckets.id, bucketId));
    expect((await patch(manager, { name: 'While archived' })).statusCode).toBe(404);
    expect((await stored())?.name).toBe('Hanse Marine');
    await t.db.update(buckets).set({ archived: false }).where(eq(buckets.id, bucketId));
    expect((await patch(manager, { name: 'Restored' })).statusCode).toBe(200);
  });
});

describe('supplier reminders by the managers of a company without experts', () => {
  let t: TestApp;
  let call: ApiCall;
  let manager: FactoryUser;
  let crew: FactoryUser;
  let bucketId: string;
  let supplierId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    manager = await createUser(t.db);
    crew = await createUser(t.db);
    // A ship owner's own team: maintenance only, so its legal member is a manager, not an expert.
    const team = await createTeam(t.db, {
      features: ['ihm.maint'],
      members: [
        { user: manager, role: 'legal' },
        { user: crew, role: 'regular' },
      ],
    });
    bucketId = (await createBucket(t.db, { teamId: team.id })).id;
    const [supplier] = await t.db
      .insert(suppliers)
      .values({ bucketId, name: 'Baltic Stores', contactEmails: ['sales@baltic.example'] })
      .returning();
    supplierId = supplier?.id as string;
  });
  afterAll(() => t.close());

  const url = (action: string) => `/ihm/maint/buckets/${bucketId}/suppliers/${supplierId}/${action}`;

  it('the manager resets the manual reminders and may send one (409: nothing is open)', async () => {
    const reset = await call(manager, 'PATCH', url('reset-manual-reminders'), {});
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ supplier_id: supplierId, open_requests: 0 });
    expect(reset.json().manual_reminders_reset_at).toEqual(expect.any(String));
    expect((await call(manager, 'PATCH', url('send-email'), {})).statusCode).toBe(409);
  });

  it('the crew may do neither', async () => {
    expect((await call(crew, 'PATCH', url('reset-manual-reminders'), {})).statusCode).toBe(403);
    expect((await call(crew, 'PATCH', url('send-email'), {})).statusCode).toBe(403);
  });
});

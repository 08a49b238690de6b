import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auth,
  createBucket,
  createProject,
  createTeam,
  createUser,
  type FactoryUser,
} from '../../../test/factories.ts';
import { type ApiCall, apiCaller, createTestApp, type TestApp } from '../../../test/harness.ts';
import { JPEG, NOT_AN_IMAGE, PNG } from '../../../test/images.ts';
import { IMAGE_LIMIT_BYTES } from '../../storage/file-storage.ts';

describe('IHM project lifecycle: remove, restore, activate, deactivate, connect, ship image', () => {
  let t: TestApp;
  let call: ApiCall;
  let manager: FactoryUser;
  let regular: FactoryUser;
  let customer: FactoryUser;
  let stranger: FactoryUser;
  let teamId: string;
  let maintId: string;
  let expertId: string;
  let customerMaintId: string;

  beforeAll(async () => {
    t = await createTestApp();
    call = apiCaller(t);
    manager = await createUser(t.db);
    regular = await createUser(t.db);
    customer = await createUser(t.db);
    stranger = await createUser(t.db);
    const team = await createTeam(t.db, {
      members: [
        { user: manager, role: 'manager' },
        { user: regular, role: 'regular' },
      ],
    });
    teamId = team.id;
    maintId = (await createBucket(t.db, { teamId, type: 'ihm_maint' })).id;
    expertId = (await createBucket(t.db, { teamId, type: 'ihm_expert' })).id;
    const customerTeam = await createTeam(t.db, {
      features: ['ihm.customer', 'ihm.maint'],
      members: [{ user: customer, role: 'legal' }],
    });
    customerMaintId = (await createBucket(t.db, { teamId: customerTeam.id, type: 'ihm_maint' })).id;
  });
  afterAll(() => t.close());

  const newProject = async () => (await createProject(t.db, { teamId })).project.id;

  it('remove → only under removed=true → restore; each from the right state only', async () => {
    const id = await newProject();
    expect((await call(regular, 'POST', `/ihm/projects/${id}/remove`)).statusCode).toBe(403);
    expect((await call(stranger, 'POST', `/ihm/projects/${id}/remove`)).statusCode).toBe(404);
    const removed = await call(manager, 'POST', `/ihm/projects/${id}/remove`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ id, removed: true });
    expect((await call(manager, 'POST', `/ihm/projects/${id}/remove`)).statusCode).toBe(409);
    const lists = async (query: string) =>
      (await call(manager, 'GET', `/my-projects${query}`)).json().items.map((p: { id: string }) => p.id);
    expect(await lists('')).not.toContain(id);
    expect(await lists('?removed=true')).toContain(id);
    expect((await call(manager, 'GET', `/ihm/projects/${id}`)).statusCode).toBe(404);
    expect((await call(manager, 'GET', `/projects/${id}`)).json()).toMatchObject({ removed: true });
    expect((await call(regular, 'POST', `/ihm/projects/${id}/restore`)).statusCode).toBe(403);
    const restored = await call(manager, 'POST', `/ihm/projects/${id}/restore`);
    expect(restored.json()).toMatchObject({ removed: false });
    expect((await call(manager, 'POST', `/ihm/projects/${id}/restore`)).statusCode).toBe(409);
    expect(await lists('')).toContain(id);
  });

  it('activate links one of my maintenance buckets and starts the project; deactivate unlinks it', async () => {
    const id = await newProject();
    const res = await call(manager, 'POST', `/ihm/projects/${id}/activate`, { customerBucketId: maintId });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      maintenance_bucket: { id: maintId },
      started_at: t.clock.now().toISOString(),
    });
    expect((await call(regular, 'GET', `/ihm/projects/${id}/activation-state`)).json()).toMatchObject({
      is_available: true,
      is_active: true,
      maintenance_bucket_id: maintId,
    });
    expect(
      (await call(manager, 'POST', `/ihm/projects/${id}/activate`, { customerBucketId: maintId })).statusCode,
    ).toBe(409);
    expect((await call(regular, 'POST', `/ihm/projects/${id}/deactivate`)).statusCode).toBe(403);
    const off = await call(manager, 'POST', `/ihm/projects/${id}/deactivate`);
    expect(off.json()).toMatchObject({ maintenance_bucket: null });
    expect((await call(manager, 'POST', `/ihm/projects/${id}/deactivate`)).statusCode).toBe(409);
  });

  it('activate: a bucket not mine or of another type is 404; non-managers 403; bad body 400', async () => {
    const id = await newProject();
    for (const bucket of [customerMaintId, expertId, '00000000-0000-4000-8000-000000000000']) {
      const res = await call(manager, 'POST', `/ihm/projects/${id}/activate`, { customerBucketId: bucket });
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await call(regular, 'POST', `/ihm/projects/${id}/activate`, { customerBucketId: maintId })).statusCode,
    ).toBe(403);
    expect(
      (await call(manager, 'POST', `/ihm/projects/${id}/activate`, { customerBucketId: 'x' })).statusCode,
    ).toBe(400);
    expect((await call(manager, 'POST', `/ihm/projects/${id}/activate`, {})).statusCode).toBe(400);
  });

  it('activate is 409 where the owner team does not allow maintenance', async () => {
    const team = await createTeam(t.db, {
      features: ['ihm.expert'],
      members: [{ user: manager, role: 'legal' }],
    });
    const bucket = await createBucket(t.db, { teamId: team.id, type: 'ihm_maint' });
    const { project } = await createProject(t.db, { teamId: team.id });
    const res = await call(manager, 'POST', `/ihm/projects/${project.id}/activate`, {
      customerBucketId: bucket.id,
    });
    expect(res.statusCode).toBe(409);
    expect((await call(manager, 'GET', `/ihm/projects/${project.id}/activation-state`)).json()).toMatchObject(
      {
        is_available: false,
        is_active: false,
      },
    );
  });

  it('connect links one of my expert buckets, once', async () => {
    const id = await newProject();
    expect(
      (await call(manager, 'POST', `/ihm/projects/${id}/connect`, { customerBucketId: maintId })).statusCode,
    ).toBe(404);
    const res = await call(manager, 'POST', `/ihm/projects/${id}/connect`, { customerBucketId: expertId });
    expect(res.json()).toMatchObject({ expert_bucket: { id: expertId } });
    expect(
      (await call(manager, 'POST', `/ihm/projects/${id}/connect`, { customerBucketId: expertId })).statusCode,
    ).toBe(409);
  });

  describe('ship image', () => {
    const put = (user: FactoryUser | null, id: string, body: Buffer, type = 'application/octet-stream') =>
      t.app.inject({
        method: 'PUT',
        url: `/api/ihm/projects/${id}/ship-image`,
        headers: { ...(user ? auth(user) : {}), 'content-type': type },
        payload: body,
      });

    it('managers upload; visible users get it back; a new upload changes the URL; delete removes it', async () => {
      const id = await newProject();
      const first = await put(manager, id, PNG);
      expect(first.statusCode).toBe(200);
      const url = first.json().ship.image as string;
      expect(url).toMatch(new RegExp(`^/api/ihm/projects/${id}/ship-image\\?v=[0-9a-f]+$`));
      const served = await call(regular, 'GET', `/ihm/projects/${id}/ship-image`);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.equals(PNG)).toBe(true);
      const second = await put(manager, id, JPEG, 'image/jpeg');
      expect(second.json().ship.image).not.toBe(url);
      expect((await call(regular, 'GET', `/ihm/projects/${id}/ship-image`)).headers['content-type']).toBe(
        'image/jpeg',
      );
      const ships = (await call(manager, 'GET', '/ships')).json() as { image: string | null }[];
      expect(ships.some((ship) => ship.image === second.json().ship.image)).toBe(true);
      const gone = await t.app.inject({
        method: 'DELETE',
        url: `/api/ihm/projects/${id}/ship-image`,
        headers: auth(manager),
      });
      expect(gone.json().ship.image).toBeNull();
      expect((await call(regular, 'GET', `/ihm/projects/${id}/ship-image`)).statusCode).toBe(404);
    });

    it('non-images are 400, bodies over the limit 413, non-managers 403, strangers 404', async () => {
      const id = await newProject();
      expect((await put(manager, id, NOT_AN_IMAGE)).statusCode).toBe(400);
      expect((await put(manager, id, Buffer.concat([PNG, Buffer.alloc(IMAGE_LIMIT_BYTES)]))).statusCode).toBe(
        413,
      );
      expect((await put(regular, id, PNG)).statusCode).toBe(403);
      expect((await put(stranger, id, PNG)).statusCode).toBe(404);
      expect((await put(null, id, PNG)).statusCode).toBe(401);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/ihm/projects/${id}/ship-image`,
        headers: auth(regular),
      });
      expect(del.statusCode).toBe(403);
      expect((await call(stranger, 'GET', `/ihm/projects/${id}/ship-image`)).statusCode).toBe(404);
    });
  });
});

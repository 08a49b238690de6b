import { createBucket, createTeam, createUser, type FactoryUser } from '../../../test/factories.ts';
import { apiCaller, createTestApp } from '../../../test/harness.ts';
import { vessels } from '../../db/schema/index.ts';

/**
 * Two companies, each owned by its own expert team: a manager (legal member, who holds the
 * manager capability) and a regular expert of the first, the manager of the second, a stranger,
 * and a vessel of each company.
 */
export async function apiKeysWorld() {
  const t = await createTestApp();
  const manager = await createUser(t.db, { firstName: 'Maren', lastName: 'Holt' });
  const expert = await createUser(t.db);
  const otherManager = await createUser(t.db);
  const stranger = await createUser(t.db);
  const company = async (members: { user: FactoryUser; role: 'legal' | 'regular' }[]) => {
    const team = await createTeam(t.db, { features: ['ihm.expert', 'ihm.maint'], members });
    const bucket = await createBucket(t.db, { teamId: team.id, type: 'ihm_maint' });
    const [vessel] = await t.db.insert(vessels).values({ bucketId: bucket.id, name: 'MV Keel' }).returning();
    return { bucketId: bucket.id, vesselId: vessel?.id as string };
  };
  const own = await company([
    { user: manager, role: 'legal' },
    { user: expert, role: 'regular' },
  ]);
  const other = await company([{ user: otherManager, role: 'legal' }]);
  const call = apiCaller(t);
  /** A request made with an API key, in the header an outside system would use. */
  const withKey = (
    key: string,
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    header: 'authorization' | 'x-api-key' = 'authorization',
  ) =>
    t.app.inject({
      method,
      url: `/api${url}`,
      headers: header === 'authorization' ? { authorization: `ApiKey ${key}` } : { 'x-api-key': key },
      payload: payload as object,
    });
  return { t, call, withKey, manager, expert, otherManager, stranger, own, other };
}
export type ApiKeysWorld = Awaited<ReturnType<typeof apiKeysWorld>>;

/** A key of the company, made by its manager: the answer with the key shown once. */
export async function createKey(w: ApiKeysWorld, name = 'Procurement system') {
  const res = await w.call(w.manager, 'POST', `/ihm/maint/buckets/${w.own.bucketId}/apikey`, { name });
  if (res.statusCode !== 201) throw new Error(res.body);
  return res.json() as { id: string; key: string; prefix: string; name: string };
}

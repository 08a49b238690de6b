import type { KeelsonServer } from './fixtures.ts';

export type ApiCall = <T = { id: string }>(
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
) => Promise<T>;

/** An API caller with a user's session, failing loudly on any refusal (a journey's setup steps). */
export function apiAs(server: KeelsonServer, token: string): ApiCall {
  return async <T = { id: string }>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${server.baseURL}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json)}`);
    return json as T;
  };
}

/**
 * An expert team with an activated IHM project, so it has a maintenance company (bucket) whose
 * catalog and orders the caller may keep. Answers the ids and the company's API path.
 */
export async function createMaintenanceCompany(
  call: ApiCall,
  names: { team: string; ship: string; imo: string },
) {
  const team = await call('POST', '/teams', {
    name: names.team,
    available_features: ['ihm.expert', 'ihm.maint'],
  });
  const project = await call('POST', '/ihm/projects', {
    name: `IHM ${names.ship}`,
    dataowner_team_id: team.id,
    ship: { name: names.ship, imo: names.imo },
  });
  const [bucket] = await call<{ id: string }[]>('GET', `/teams/${team.id}/ihm/companies?role=ihm_maint`);
  if (!bucket) throw new Error('no maintenance bucket');
  await call('POST', `/ihm/projects/${project.id}/activate`, { customerBucketId: bucket.id });
  return {
    teamId: team.id,
    projectId: project.id,
    bucketId: bucket.id,
    company: `/ihm/maint/companies/${bucket.id}`,
  };
}

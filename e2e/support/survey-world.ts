import sharp from 'sharp';
import { createAccount, uniqueEmail } from './accounts.ts';
import { expect, type KeelsonServer } from './fixtures.ts';
import { type ApiCall, apiAs, createMaintenanceWorld } from './maintenance-world.ts';

/** Raw bytes to the API with a session (photos, plan images). */
async function putRaw(
  server: KeelsonServer,
  token: string,
  method: 'PUT' | 'POST',
  path: string,
  body: Buffer,
  type: string,
) {
  const res = await fetch(`${server.baseURL}/api${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    body: new Uint8Array(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { id: string };
}

/** A deck with a plan image tiled and ready, for the project. */
export async function readyDeckplan(server: KeelsonServer, token: string, call: ApiCall, projectId: string) {
  const deck = await call('POST', `/ihm/projects/${projectId}/decks`, { name: 'Engine room' });
  const plan = await call('POST', `/ihm/decks/${deck.id}/deckplans`, { name: 'Engine room plan' });
  const png = await sharp({ create: { width: 1600, height: 800, channels: 3, background: '#f4f6f8' } })
    .png()
    .toBuffer();
  await putRaw(server, token, 'PUT', `/ihm/deckplans/${plan.id}/file`, png, 'image/png');
  await expect
    .poll(
      async () =>
        (await call<{ image: { state: string } }[]>('GET', `/ihm/projects/${projectId}/deckplans`))[0]?.image
          .state,
      { timeout: 30_000 },
    )
    .toBe('ready');
  return plan.id;
}

/**
 * A ship whose survey has begun: a ready plan with three checks at their spots (a sample check
 * with a 600 × 300 photo and an asbestos result, two visual checks) and two VSCP entries.
 */
export async function createSurveyedProject(server: KeelsonServer, props: { name: string; imo: string }) {
  const expert = await createAccount(server, uniqueEmail(`${props.name}.expert`));
  const call = apiAs(server, expert.token);
  const { project } = await createMaintenanceWorld(call, {
    ship: 'MV Fulmar',
    imo: props.imo,
    orderNumber: `PO-${props.imo}`,
    supplierEmail: uniqueEmail(`${props.name}.supplier`),
  });
  const planId = await readyDeckplan(server, expert.token, call, project.id);
  const checks: Record<string, string> = {};
  for (const [index, [type, name]] of (
    [
      ['sample', 'Steam pipe lagging'],
      ['visual', 'Deck coating'],
      ['visual', 'Cable trays'],
    ] as const
  ).entries()) {
    const spot = await call('POST', `/ihm/deckplans/${planId}/spots`, {
      x: 200 + index * 400,
      y: 400,
      compartment: 'Engine room',
    });
    checks[name] = (await call('POST', `/ihm/spots/${spot.id}/checks`, { type, name })).id;
  }
  const lagging = checks['Steam pipe lagging'] as string;
  const photo = await sharp({ create: { width: 600, height: 300, channels: 3, background: '#4a6' } })
    .jpeg()
    .toBuffer();
  const image = await putRaw(
    server,
    expert.token,
    'POST',
    `/ihm/checks/${lagging}/images?filename=lagging.jpg`,
    photo,
    'image/jpeg',
  );
  await expect
    .poll(async () => (await call<{ state: string }>('GET', `/ihm/check-images/${image.id}`)).state, {
      timeout: 30_000,
    })
    .toBe('ready');
  await call('POST', `/ihm/checks/${lagging}/results`, {
    hazmat: 'asb',
    contamination: 'yes',
    concentration: 2.5,
    concentration_unit: '%',
  });
  for (const [type, name] of [
    ['sample', 'Pipe insulation'],
    ['visual', 'Deck coating'],
  ] as const)
    await call('POST', `/ihm/projects/${project.id}/vscp-entries`, { check_type: type, name });
  return { expert, call, project, planId, checks };
}

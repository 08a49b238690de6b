import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppDeps } from '../app-context.ts';
import { deckplans, decks, projects } from '../db/schema/index.ts';
import { deckplanTilesJob } from '../modules/decks/deckplan-tiles.job.ts';
import { planKeys } from '../modules/decks/tile-links.ts';
import { putBuffer } from '../storage/file-storage.ts';

export type DemoDeckDeps = Pick<AppDeps, 'db' | 'files' | 'jobs'>;

/** The demo ships' decks, top down, and the rooms drawn on each plan. */
export const DEMO_DECKS = [
  { name: 'Navigation bridge', rooms: ['Wheelhouse', 'Chart room', 'Radio room', 'Battery room'] },
  { name: 'Upper deck', rooms: ['Mess room', 'Galley', 'Provision store', 'Paint store', 'Cabins 1–6'] },
  { name: 'Main deck', rooms: ['Hold 1', 'Hold 2', 'Hold 3', 'Bosun store', 'Chain locker'] },
  { name: 'Engine room', rooms: ['Main engine', 'Generators', 'Workshop', 'Purifier room', 'Control room'] },
] as const;

const WIDTH = 4000;
const HEIGHT = 1000;

/** A recognisable plan: the hull seen from above, frames every 50 px, the deck's rooms, its name. */
export function demoPlanSvg(deck: (typeof DEMO_DECKS)[number], ship: string): string {
  const hull = `M 120 500 L 520 150 L 3700 150 Q 3900 150 3900 500 Q 3900 850 3700 850 L 520 850 Z`;
  const frames = Array.from({ length: 70 }, (_, i) => 500 + i * 50)
    .map((x) => `<line x1="${x}" y1="170" x2="${x}" y2="830" stroke="#d8dee6" stroke-width="2"/>`)
    .join('');
  const roomWidth = 3000 / deck.rooms.length;
  const rooms = deck.rooms
    .map((room, i) => {
      const x = 600 + i * roomWidth;
      return `<rect x="${x + 10}" y="260" width="${roomWidth - 20}" height="480" fill="#f5f8fb" stroke="#3b5b7a" stroke-width="6"/>
        <text x="${x + roomWidth / 2}" y="520" font-size="56" text-anchor="middle" fill="#1f3347" font-family="sans-serif">${room}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
    <rect width="100%" height="100%" fill="#ffffff"/>
    ${frames}
    <path d="${hull}" fill="none" stroke="#1f3347" stroke-width="14"/>
    ${rooms}
    <text x="140" y="100" font-size="64" font-weight="bold" fill="#1f3347" font-family="sans-serif">${ship} — ${deck.name}</text>
  </svg>`;
}

/**
 * Decks and one plan each for every demo ship project that has none yet; the plan images are
 * stored and their tiles cut by the tile job (in the background: the plans show their progress).
 */
export async function ensureDemoDecks(deps: DemoDeckDeps, projectIds: readonly string[]) {
  if (projectIds.length === 0) return;
  const existing = await deps.db
    .select({ projectId: decks.projectId })
    .from(decks)
    .where(inArray(decks.projectId, [...projectIds]));
  const done = new Set(existing.map((row) => row.projectId));
  for (const projectId of projectIds) {
    if (done.has(projectId)) continue;
    const [project] = await deps.db
      .select({ name: projects.name })
      .from(projects)
      .where(eq(projects.id, projectId));
    const ship = project?.name.replace(/^IHM /, '') ?? 'Ship';
    for (const [position, deck] of DEMO_DECKS.entries()) {
      const [row] = await deps.db.insert(decks).values({ projectId, name: deck.name, position }).returning();
      if (!row) throw new Error('demo deck not created');
      const image = await sharp(Buffer.from(demoPlanSvg(deck, ship)))
        .png()
        .toBuffer();
      const [plan] = await deps.db
        .insert(deckplans)
        .values({
          projectId,
          deckId: row.id,
          name: `${deck.name} plan`,
          imageVersion: 1,
          imageState: 'processing',
          imageFilename: `${deck.name.toLowerCase().replaceAll(' ', '-')}.png`,
        })
        .returning();
      if (!plan) throw new Error('demo plan not created');
      await putBuffer(deps.files, planKeys.original(plan.id, 1), { data: image, contentType: 'image/png' });
      const jobId = await deps.jobs.send(deckplanTilesJob, { deckplanId: plan.id, version: 1 });
      await deps.db
        .update(deckplans)
        .set({ imageJobId: jobId })
        .where(and(eq(deckplans.id, plan.id)));
    }
  }
}

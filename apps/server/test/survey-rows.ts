import { checks, deckplans, decks, spots } from '../src/db/schema/index.ts';
import type { TestApp } from './harness.ts';

/** A 2×2 PNG: a real image for upload rows (photos, signatures, crops). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGNQSFgARAwQCgAdjgSBQe+XXgAAAABJRU5ErkJggg==',
  'base64',
);

/** A deck with a ready plan and a sample check at a spot on it, written straight to the database. */
export async function insertCheckAtSpot(t: TestApp, projectId: string) {
  const [deck] = await t.db.insert(decks).values({ projectId, name: 'Main deck' }).returning();
  const deckId = deck?.id as string;
  const [plan] = await t.db
    .insert(deckplans)
    .values({
      projectId,
      deckId,
      name: 'Main deck',
      imageState: 'ready',
      imageWidth: 800,
      imageHeight: 400,
      imageMaxZoom: 2,
    })
    .returning();
  const deckplanId = plan?.id as string;
  const [spot] = await t.db.insert(spots).values({ projectId, deckId, deckplanId, x: 10, y: 10 }).returning();
  const [check] = await t.db
    .insert(checks)
    .values({ projectId, deckId, deckplanId, spotId: spot?.id as string, type: 'sample', name: 'Lagging' })
    .returning();
  return { deckId, deckplanId, spotId: spot?.id as string, checkId: check?.id as string };
}

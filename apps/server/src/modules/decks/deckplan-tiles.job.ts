import { createReadStream } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { deckplans } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { readBuffer } from '../../storage/file-storage.ts';
import {
  cutTiles,
  maxZoomOf,
  planSize,
  rasterisePdfFirstPage,
  sniffPlanFormat,
  TILE_SIZE,
} from './plan-image.ts';
import { planKeys } from './tile-links.ts';

/** Tiles stored at once: enough to keep an S3 connection pool busy, few enough for a small worker. */
const PUT_CONCURRENCY = 8;

async function inBatches<T>(values: readonly T[], size: number, run: (value: T) => Promise<void>) {
  for (let start = 0; start < values.length; start += size)
    await Promise.all(values.slice(start, start + size).map(run));
}

/** Every tile key of a pyramid of that size (to remove an older image's tiles). */
function tileKeys(deckplanId: string, version: number, width: number, height: number, maxZoom: number) {
  const keys: string[] = [];
  for (let z = 0; z <= maxZoom; z++) {
    const scale = 2 ** (z - maxZoom);
    const columns = Math.ceil((width * scale) / TILE_SIZE);
    const rows = Math.ceil((height * scale) / TILE_SIZE);
    for (let x = 0; x < columns; x++)
      for (let y = 0; y < rows; y++) keys.push(planKeys.tile(deckplanId, version, z, x, y));
  }
  return keys;
}

/**
 * Cuts an uploaded plan (PNG, JPEG, or a PDF's first page) into its tile pyramid, stores the tiles
 * and marks the plan ready; then removes the tiles of the image it replaced. A plan that cannot be
 * read is marked failed with the reason (no retry: the same bytes would fail again). Idempotent:
 * a rerun stores the same tiles under the same keys.
 */
export const deckplanTilesJob = defineJob({
  name: 'deckplan-tiles',
  payload: z.object({ deckplanId: z.string().uuid(), version: z.number().int() }),
  handler: async ({ data, deps, progress }) => {
    const [plan] = await deps.db.select().from(deckplans).where(eq(deckplans.id, data.deckplanId));
    if (!plan || plan.imageVersion !== data.version) return; // removed, or a newer image came
    const stillCurrent = and(eq(deckplans.id, plan.id), eq(deckplans.imageVersion, data.version));
    try {
      const original = await readBuffer(deps.files, planKeys.original(plan.id, data.version));
      if (!original) throw new AppError(400, 'invalid_plan', 'The uploaded plan is missing');
      await progress.report({ phase: 'reading', processed: 0, total: null });
      const image =
        sniffPlanFormat(original.data) === 'application/pdf'
          ? await rasterisePdfFirstPage(original.data)
          : original.data;
      const size = await planSize(image);
      await progress.report({ phase: 'cutting', processed: 0, total: null });
      await cutTiles(image, async (tiles) => {
        let stored = 0;
        await inBatches(tiles, PUT_CONCURRENCY, async (tile) => {
          await deps.files.put(
            planKeys.tile(plan.id, data.version, tile.z, tile.x, tile.y),
            createReadStream(tile.path),
            {
              contentType: 'image/png',
            },
          );
          stored += 1;
          await progress.report({ phase: 'storing', processed: stored, total: tiles.length });
        });
      });
      await deps.db
        .update(deckplans)
        .set({
          imageState: 'ready',
          imageWidth: size.width,
          imageHeight: size.height,
          imageMaxZoom: maxZoomOf(size),
          imageError: null,
          imageUpdatedAt: deps.now(),
        })
        .where(stillCurrent);
      await removeImage(deps, plan);
    } catch (error) {
      if (!(error instanceof AppError)) throw error; // the queue retries what may pass next time
      await deps.db
        .update(deckplans)
        .set({ imageState: 'failed', imageError: error.message })
        .where(stillCurrent);
    }
  },
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  timeoutSeconds: 1800,
  tracked: true,
});

/** Removes the files of the image a plan had before this upload (its tiles and its original). */
async function removeImage(deps: AppDeps, plan: typeof deckplans.$inferSelect) {
  const previous = plan.imageVersion - 1;
  if (previous < 1) return;
  const keys = [planKeys.original(plan.id, previous)];
  // The row still holds the previous image's size until this job's update above.
  if (plan.imageWidth && plan.imageHeight && plan.imageMaxZoom !== null)
    keys.push(...tileKeys(plan.id, previous, plan.imageWidth, plan.imageHeight, plan.imageMaxZoom));
  await inBatches(keys, PUT_CONCURRENCY, (key) => deps.files.delete(key).catch(() => {}));
}

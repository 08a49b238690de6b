import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { checkImages, imgcropJobs } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { putBuffer, readBuffer } from '../../storage/file-storage.ts';
import { photoVariants, type Rotation } from './photo-image.ts';
import { photoKeys } from './photo-links.ts';

/** Closes the imgcrop job that asked for this version of the photo, if one did. */
async function finishCropJob(
  db: Database,
  cropJobId: string | undefined,
  outcome: { status: 'succeeded' | 'failed'; width?: number; height?: number; error?: string },
  now: Date,
) {
  if (!cropJobId) return;
  await db
    .update(imgcropJobs)
    .set({
      status: outcome.status,
      width: outcome.width ?? null,
      height: outcome.height ?? null,
      error: outcome.error ?? null,
      finishedAt: now,
    })
    .where(and(eq(imgcropJobs.id, cropJobId), eq(imgcropJobs.status, 'processing')));
}

/**
 * Makes a photo's thumbnail and full image (EXIF orientation, its crop, then the rotation asked
 * for) and marks it ready; removes the previous version's files. A photo sharp cannot read is marked
 * failed (no retry: the same bytes would fail again).
 */
export const checkPhotoJob = defineJob({
  name: 'check-photo',
  payload: z.object({
    imageId: z.string().uuid(),
    version: z.number().int(),
    cropJobId: z.string().uuid().optional(),
  }),
  handler: async ({ data, deps }) => {
    const [image] = await deps.db.select().from(checkImages).where(eq(checkImages.id, data.imageId));
    if (!image || image.version !== data.version) {
      // A newer version keeps the crop (it is the photo's), so the crop asked for is done there.
      await finishCropJob(
        deps.db,
        data.cropJobId,
        image ? { status: 'succeeded' } : { status: 'failed', error: 'The photo was removed' },
        deps.now(),
      );
      return;
    }
    const stillCurrent = and(eq(checkImages.id, image.id), eq(checkImages.version, data.version));
    const original = await readBuffer(deps.files, photoKeys.original(image.id));
    let variants: Awaited<ReturnType<typeof photoVariants>>;
    try {
      if (!original) throw new Error('missing');
      variants = await photoVariants(original.data, image.rotation as Rotation, image.crop);
    } catch {
      const error = 'The photo could not be read';
      await deps.db.update(checkImages).set({ state: 'failed', error }).where(stillCurrent);
      await finishCropJob(deps.db, data.cropJobId, { status: 'failed', error }, deps.now());
      return;
    }
    for (const variant of ['thumb', 'full'] as const)
      await putBuffer(deps.files, photoKeys.variant(image.id, data.version, variant), {
        data: variants[variant],
        contentType: 'image/jpeg',
      });
    await deps.db
      .update(checkImages)
      .set({
        state: 'ready',
        width: variants.width,
        height: variants.height,
        error: null,
        updatedAt: deps.now(),
      })
      .where(stillCurrent);
    await finishCropJob(
      deps.db,
      data.cropJobId,
      { status: 'succeeded', width: variants.width, height: variants.height },
      deps.now(),
    );
    if (data.version > 1)
      for (const variant of ['thumb', 'full'] as const)
        await deps.files.delete(photoKeys.variant(image.id, data.version - 1, variant));
  },
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  timeoutSeconds: 120,
});

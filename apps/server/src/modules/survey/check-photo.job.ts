import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { checkImages } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { putBuffer, readBuffer } from '../../storage/file-storage.ts';
import { photoVariants, type Rotation } from './photo-image.ts';
import { photoKeys } from './photo-links.ts';

/**
 * Makes a photo's thumbnail and full image (EXIF orientation, then the rotation asked for) and marks
 * it ready; removes the previous version's files. A photo sharp cannot read is marked failed (no
 * retry: the same bytes would fail again).
 */
export const checkPhotoJob = defineJob({
  name: 'check-photo',
  payload: z.object({ imageId: z.string().uuid(), version: z.number().int() }),
  handler: async ({ data, deps }) => {
    const [image] = await deps.db.select().from(checkImages).where(eq(checkImages.id, data.imageId));
    if (!image || image.version !== data.version) return; // removed, or a newer rotation came
    const stillCurrent = and(eq(checkImages.id, image.id), eq(checkImages.version, data.version));
    const original = await readBuffer(deps.files, photoKeys.original(image.id));
    let variants: Awaited<ReturnType<typeof photoVariants>>;
    try {
      if (!original) throw new Error('missing');
      variants = await photoVariants(original.data, image.rotation as Rotation);
    } catch {
      await deps.db
        .update(checkImages)
        .set({ state: 'failed', error: 'The photo could not be read' })
        .where(stillCurrent);
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
    if (data.version > 1)
      for (const variant of ['thumb', 'full'] as const)
        await deps.files.delete(photoKeys.variant(image.id, data.version - 1, variant));
  },
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  timeoutSeconds: 120,
});

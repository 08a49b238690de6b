import { uprightCrop } from '@keelson/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { imgcropJobs } from '../../db/schema/index.ts';
import { defineJob } from '../../jobs/job-definition.ts';
import { putBuffer, readBuffer } from '../../storage/file-storage.ts';
import { imgcropKeys } from './imgcrop-links.ts';
import { type Rotation, uprightImage } from './photo-image.ts';

/** The cropped copy keeps the detail a surveyor zoomed in for, up to this side. */
const RESULT_SIDE = 4096;

/**
 * Crops an uploaded image (an imgcrop job without a check photo): upright by its EXIF orientation,
 * turned, cut to the rectangle drawn on it; the result is a JPEG without metadata and the upload is
 * deleted. An image sharp cannot read fails the job (no retry: the same bytes would fail again).
 */
export const imgcropJob = defineJob({
  name: 'imgcrop',
  payload: z.object({ cropJobId: z.string().uuid() }),
  handler: async ({ data, deps }) => {
    const [job] = await deps.db.select().from(imgcropJobs).where(eq(imgcropJobs.id, data.cropJobId));
    if (job?.status !== 'processing') return;
    const stillProcessing = and(eq(imgcropJobs.id, job.id), eq(imgcropJobs.status, 'processing'));
    const source = await readBuffer(deps.files, imgcropKeys.source(job.id));
    const rotation = job.rotation as Rotation;
    let result: { data: Buffer; info: { width: number; height: number } };
    try {
      if (!source) throw new Error('missing');
      const image = await uprightImage(source.data, rotation, uprightCrop(job.crop, rotation));
      result = await image
        .resize({ width: RESULT_SIDE, height: RESULT_SIDE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 88, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
    } catch {
      await deps.db
        .update(imgcropJobs)
        .set({ status: 'failed', error: 'The image could not be read', finishedAt: deps.now() })
        .where(stillProcessing);
      return;
    }
    await putBuffer(deps.files, imgcropKeys.result(job.id), { data: result.data, contentType: 'image/jpeg' });
    await deps.db
      .update(imgcropJobs)
      .set({
        status: 'succeeded',
        width: result.info.width,
        height: result.info.height,
        finishedAt: deps.now(),
      })
      .where(stillProcessing);
    await deps.files.delete(imgcropKeys.source(job.id));
  },
  retry: { limit: 2, delaySeconds: 10, backoff: true },
  timeoutSeconds: 120,
});

import { z } from 'zod';

// Imgcrop jobs (spec section 7: Projects; decision 0027): cropping a check's photo or an uploaded image.

/** A rectangle in fractions (0–1) of the image as shown. */
export const ZCropRect = z.strictObject({
  left: z.number(),
  top: z.number(),
  width: z.number(),
  height: z.number(),
});

export const ZImgcropJobCreate = z.strictObject({
  /** The check photo to crop; without it the job waits for an image (PUT /imgcrop-jobs/{id}/file). */
  check_image_id: z.string().uuid().optional(),
  crop: ZCropRect,
  /** What the rectangle was drawn on: the photo as shown now (default) or its whole original. */
  relative_to: z.enum(['shown', 'original']).default('shown'),
  /** For an uploaded image: clockwise quarter turns before cropping. */
  rotation: z.number().int().optional(),
});

export const ZImgcropJob = z.object({
  id: z.string(),
  project_id: z.string(),
  check_image_id: z.string().nullable(),
  status: z.enum(['waiting_for_file', 'processing', 'succeeded', 'failed']),
  crop: z.object({ left: z.number(), top: z.number(), width: z.number(), height: z.number() }),
  rotation: z.number().int(),
  file_name: z.string().nullable(),
  file_size: z.number().int().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  error: z.string().nullable(),
  job_id: z.string().nullable(),
  /** The cropped image of an uploaded file, through a signed link, once it succeeded. */
  file_url: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type TImgcropJob = z.infer<typeof ZImgcropJob>;

import { type CropRect, cropBox } from '@keelson/domain';
import sharp from 'sharp';
import { badRequest } from '../../errors.ts';
import { sniffImageType } from '../../storage/file-storage.ts';

/** A thumbnail for lists (the longest side), and the full image for the sheet (the longest side). */
export const THUMB_SIDE = 320;
export const FULL_SIDE = 2048;
export const ROTATIONS = [0, 90, 180, 270] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** HEIC/HEIF (iPhone photos): the ISO-BMFF brand after `ftyp`. */
function isHeic(data: Buffer) {
  const brand = data.subarray(8, 12).toString('latin1');
  return (
    data.subarray(4, 8).toString('latin1') === 'ftyp' &&
    ['heic', 'heix', 'mif1', 'msf1', 'hevc'].includes(brand)
  );
}

/** The photo's type, or a 400 saying what to do instead. */
export function photoType(data: Buffer): 'image/png' | 'image/jpeg' | 'image/webp' {
  const type = sniffImageType(data);
  if (type) return type;
  if (isHeic(data))
    throw badRequest(
      'HEIC photos cannot be read here: choose the photo again from the browser (it converts it), or set the camera to JPEG ("Most Compatible")',
    );
  throw badRequest('A photo must be a JPEG, PNG or WebP image');
}

/**
 * An image upright as the camera's EXIF orientation says, cut to `crop` (fractions of the upright
 * image), then turned clockwise by `rotation`: cutting before turning keeps the same part of the
 * photo whatever turn comes later.
 */
export async function uprightImage(original: Buffer, rotation: Rotation, crop: CropRect | null) {
  const options = { limitInputPixels: 100_000_000, autoOrient: true } as const;
  if (!crop) return sharp(original, options).rotate(rotation);
  // Two pipelines: within one, sharp turns before it extracts whatever the call order.
  const { autoOrient } = await sharp(original, options).metadata();
  const { data, info } = await sharp(original, options)
    .extract(cropBox(crop, autoOrient.width, autoOrient.height))
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } }).rotate(
    rotation,
  );
}

/**
 * The thumbnail and full image of a photo (see uprightImage), never enlarged, as JPEG without the
 * metadata (no location leaks).
 */
export async function photoVariants(original: Buffer, rotation: Rotation, crop: CropRect | null = null) {
  const upright = await uprightImage(original, rotation, crop);
  const full = await upright
    .resize({ width: FULL_SIDE, height: FULL_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer({ resolveWithObject: true });
  const thumb = await sharp(full.data)
    .resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
  return { full: full.data, thumb, width: full.info.width, height: full.info.height };
}

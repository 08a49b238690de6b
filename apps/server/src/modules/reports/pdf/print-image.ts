import sharp from 'sharp';
import { type FileStorage, readBuffer } from '../../../storage/file-storage.ts';

/** The longest side of a photo in a report: two photos a row are 3.5 in wide, so 900 px prints at about 250 dpi. */
export const PHOTO_SIDE = 900;

export type PrintImage = { data: Buffer; width: number; height: number };

/**
 * A stored image made small enough to print: at most `side` pixels on its longest side, on white
 * (PDF pages have no transparency to show through), as JPEG for photos or PNG for line art such as
 * signatures. Undefined when the file is missing or is not an image sharp can read: a report with
 * one broken photo is still a report.
 */
export async function printImage(
  files: FileStorage,
  key: string,
  options: { side: number; format: 'jpeg' | 'png' } = { side: PHOTO_SIDE, format: 'jpeg' },
): Promise<PrintImage | undefined> {
  const file = await readBuffer(files, key);
  if (!file) return undefined;
  try {
    const image = sharp(file.data, { limitInputPixels: 100_000_000, autoOrient: true })
      .resize({ width: options.side, height: options.side, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' });
    const encoded =
      options.format === 'jpeg' ? image.jpeg({ quality: 75 }) : image.png({ compressionLevel: 9 });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

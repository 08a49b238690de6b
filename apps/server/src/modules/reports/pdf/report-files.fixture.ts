import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { planPng } from '../../../../test/plan-files.ts';
import type { FileStorage } from '../../../storage/file-storage.ts';
import { putBuffer } from '../../../storage/file-storage.ts';
import { localFileStorage } from '../../../storage/local-file-storage.ts';
import { cutTiles, maxZoomOf } from '../../decks/plan-image.ts';
import { planKeys } from '../../decks/tile-links.ts';

// The files a report reads, made for real in a temporary folder: photos as the survey stores them,
// deck plans as the tiles job cuts them.

export type TempFiles = { files: FileStorage; root: string; remove: () => Promise<void> };

export async function tempFiles(): Promise<TempFiles> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'keelson-report-pdf-'));
  return { files: localFileStorage(root), root, remove: () => fs.rm(root, { recursive: true, force: true }) };
}

/** A plan cut into its pyramid by the project's own cutter, stored where the reports look for it. */
export async function storePlan(
  files: FileStorage,
  props: { deckplanId: string; version?: number; width: number; height: number },
) {
  const version = props.version ?? 1;
  const image = await planPng(props.width, props.height);
  let count = 0;
  await cutTiles(image, async (tiles) => {
    for (const tile of tiles) {
      await files.put(
        planKeys.tile(props.deckplanId, version, tile.z, tile.x, tile.y),
        createReadStream(tile.path),
        { contentType: 'image/png' },
      );
      count += 1;
    }
  });
  return { imageVersion: version, maxZoom: maxZoomOf(props), tiles: count };
}

/** A camera-sized JPEG: softened noise, so it compresses like a photo and not like a flat colour. */
export async function photoJpeg(width = 1600, height = 1200): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 120, sigma: 50 },
    },
  })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(noise.data, { raw: noise.info }).blur(1.2).jpeg({ quality: 82 }).toBuffer();
}

export async function storePhoto(files: FileStorage, key: string, data: Buffer) {
  await putBuffer(files, key, { data, contentType: 'image/jpeg' });
}

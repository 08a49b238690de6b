import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { AppError } from '../../errors.ts';

/** Tiles are 256 px squares, like every web map. */
export const TILE_SIZE = 256;

/** General-arrangement plans are wide: 30,000 px covers A0 at 300 dpi; beyond that is a mistake. */
export const MAX_PLAN_SIDE = 30_000;

/** The longest side a PDF page is drawn at: sharp enough to zoom into, small enough to tile quickly. */
export const PDF_RENDER_SIDE = 8_000;

export type PlanFormat = 'image/png' | 'image/jpeg' | 'application/pdf';

export const invalidPlan = (message = 'The plan must be a PNG, JPEG or PDF file') =>
  new AppError(400, 'invalid_plan', message);

/** What the first bytes say the upload is. */
export function sniffPlanFormat(data: Buffer): PlanFormat | undefined {
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return undefined;
}

/**
 * The first page of a PDF as a PNG, its longest side PDF_RENDER_SIDE pixels (pdf.js 5.6, the newest
 * that runs on Node 20.19, on @napi-rs/canvas; no system package).
 */
export async function rasterisePdfFirstPage(data: Buffer): Promise<Buffer> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  // Fonts not embedded, CJK character maps, and the JPEG 2000 decoder of scans: pdf.js's own data.
  const standardFontDataUrl = `${join(root, 'standard_fonts')}/`;
  const cMapUrl = `${join(root, 'cmaps')}/`;
  const wasmUrl = `${join(root, 'wasm')}/`;
  let document: Awaited<ReturnType<typeof getDocument>['promise']> | undefined;
  try {
    document = await getDocument({
      data: new Uint8Array(data),
      disableFontFace: true,
      standardFontDataUrl,
      cMapUrl,
      cMapPacked: true,
      wasmUrl,
      verbosity: 0,
    }).promise;
    const page = await document.getPage(1);
    const unscaled = page.getViewport({ scale: 1 });
    const scale = PDF_RENDER_SIDE / Math.max(unscaled.width, unscaled.height);
    const viewport = page.getViewport({ scale });
    // pdf.js draws with its own copy of @napi-rs/canvas: its factory's canvas, not one of ours.
    const factory = document.canvasFactory as {
      create: (width: number, height: number) => { canvas: NodeCanvas; context: NodeContext };
    };
    const { canvas, context } = factory.create(Math.ceil(viewport.width), Math.ceil(viewport.height));
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, Math.ceil(viewport.width), Math.ceil(viewport.height));
    await page.render({ canvasContext: context as never, viewport, canvas: canvas as never }).promise;
    // The asynchronous encoder: a synchronous one would hold the worker's event loop for a second.
    return await canvas.encode('png');
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidPlan('The PDF could not be read');
  } finally {
    await document?.destroy();
  }
}

type NodeCanvas = { encode: (format: 'png') => Promise<Buffer> };
type NodeContext = { fillStyle: string; fillRect: (x: number, y: number, w: number, h: number) => void };

export type PlanSize = { width: number; height: number };

/** The plan's pixel size, or 400 for an image sharp cannot read or one beyond MAX_PLAN_SIDE. */
export async function planSize(image: Buffer): Promise<PlanSize> {
  let metadata: Awaited<ReturnType<ReturnType<typeof sharp>['metadata']>>;
  try {
    metadata = await sharp(image, { limitInputPixels: false }).metadata();
  } catch {
    throw invalidPlan('The image could not be read');
  }
  const { width, height } = metadata;
  if (!width || !height) throw invalidPlan('The image could not be read');
  if (width > MAX_PLAN_SIDE || height > MAX_PLAN_SIDE)
    throw invalidPlan(`A plan may be at most ${MAX_PLAN_SIDE} pixels wide and high`);
  return { width, height };
}

/** The zoom at which one tile pixel is one plan pixel: the pyramid's top. */
export function maxZoomOf(size: PlanSize): number {
  return Math.max(0, Math.ceil(Math.log2(Math.max(size.width, size.height) / TILE_SIZE)));
}

export type Tile = { z: number; x: number; y: number; path: string };

/**
 * Cuts the plan into a Google-layout pyramid (zoom 0 = the whole plan in one tile, the plan at the
 * top left, white beyond it) in a temporary folder, hands each tile to `save`, and removes the
 * folder. libvips streams the image, so a 20,000 px plan needs a few hundred MB at most.
 */
export async function cutTiles(image: Buffer, save: (tiles: Tile[]) => Promise<void>): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'keelson-tiles-'));
  try {
    await sharp(image, { limitInputPixels: false })
      .flatten({ background: '#ffffff' })
      .png({ compressionLevel: 6 })
      .tile({ size: TILE_SIZE, layout: 'google', background: '#ffffff', skipBlanks: -1 })
      .toFile(join(folder, 'pyramid'));
    const tiles: Tile[] = [];
    const root = join(folder, 'pyramid');
    for (const z of await readdir(root)) {
      if (!/^\d+$/.test(z)) continue;
      for (const y of await readdir(join(root, z))) {
        for (const file of await readdir(join(root, z, y))) {
          const x = /^(\d+)\.png$/.exec(file)?.[1];
          if (x === undefined) continue;
          tiles.push({ z: Number(z), x: Number(x), y: Number(y), path: join(root, z, y, file) });
        }
      }
    }
    await save(tiles);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

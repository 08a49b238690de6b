import sharp, { type OverlayOptions } from 'sharp';
import { type FileStorage, readBuffer } from '../../../storage/file-storage.ts';
import { TILE_SIZE } from '../../decks/plan-image.ts';
import { planKeys } from '../../decks/tile-links.ts';
import type { ReportDeckPlan, ReportPlanPoint } from '../report-content.types.ts';
import { FONT_FILES } from './pdf-document.ts';

/** The longest side of a plan's picture: sharp on a printed page, small enough for hundreds of plans. */
export const PLAN_PICTURE_SIDE = 1600;

/** The box (points) a plan is printed in on an A4 page: labels are sized to read there at ~7 pt. */
export const PLAN_PRINT_BOX = { width: 515, height: 640 };
const LABEL_POINTS = 7;
const RADIUS_POINTS = 3.5;

export type PlanPicture = { data: Buffer; width: number; height: number; zoom: number };

type PlanImage = Pick<ReportDeckPlan, 'deckplanId' | 'imageVersion' | 'width' | 'height' | 'maxZoom'>;

/** The plan's size at a zoom: each zoom below the top halves it (the pyramid's own rounding aside). */
function sizeAt(plan: PlanImage, zoom: number) {
  const factor = 2 ** (plan.maxZoom - zoom);
  return {
    width: Math.max(1, Math.ceil(plan.width / factor)),
    height: Math.max(1, Math.ceil(plan.height / factor)),
    factor,
  };
}

/** The highest zoom at which the whole plan fits in `side` pixels: the most detail the page can use. */
export function pictureZoom(plan: PlanImage, side = PLAN_PICTURE_SIDE): number {
  for (let zoom = plan.maxZoom; zoom > 0; zoom--) {
    const size = sizeAt(plan, zoom);
    if (size.width <= side && size.height <= side) return zoom;
  }
  return 0;
}

/** A point's colour by its worst result, as the deck-plan map shows it. */
export function levelColor(level: string | null): string {
  switch (level) {
    case 'yes':
    case 'contained':
      return '#d32f2f';
    case 'maybe':
    case 'pchm':
      return '#f57c00';
    case 'bt':
    case 'below_threshold':
      return '#c9a400';
    case 'no':
    case 'not_contained':
      return '#2e7d32';
    default:
      return '#757575';
  }
}

const escapeMarkup = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The tiles of one zoom stitched into the plan at that zoom, or undefined when a tile is missing. */
async function stitch(files: FileStorage, plan: PlanImage, zoom: number, width: number, height: number) {
  const columns = Math.ceil(width / TILE_SIZE);
  const rows = Math.ceil(height / TILE_SIZE);
  const tiles: OverlayOptions[] = [];
  for (let y = 0; y < rows; y++) {
    for (let x = 0; x < columns; x++) {
      const tile = await readBuffer(files, planKeys.tile(plan.deckplanId, plan.imageVersion, zoom, x, y));
      // A plan with a hole would show a deck without some of its spaces: better none than a wrong one.
      if (!tile) return undefined;
      tiles.push({ input: tile.data, left: x * TILE_SIZE, top: y * TILE_SIZE });
    }
  }
  // Whole tiles first, then the plan cut out of them: the pyramid pads the edge tiles with white.
  const { data, info } = await sharp({
    create: { width: columns * TILE_SIZE, height: rows * TILE_SIZE, channels: 3, background: '#ffffff' },
  })
    .composite(tiles)
    .raw()
    .toBuffer({ resolveWithObject: true });
  return sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } })
    .extract({ left: 0, top: 0, width, height })
    .raw()
    .toBuffer({ resolveWithObject: true });
}

type Marker = {
  x: number;
  y: number;
  color: string;
  label?: { data: Buffer; width: number; height: number };
};

/** The label as an image: Roboto from pdfmake's package, so no font has to be installed. */
async function labelImage(label: string, fontSize: number) {
  if (!label.trim()) return undefined;
  const { data, info } = await sharp({
    text: {
      text: `<span foreground="#111111">${escapeMarkup(label)}</span>`,
      font: `Roboto Medium ${fontSize}`,
      fontfile: FONT_FILES.bold,
      dpi: 72,
      rgba: true,
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const PAD = { x: 3, y: 1 };

/** Circles with a white halo, and a light box behind each label so it reads on any drawing. */
function markerSvg(markers: readonly Marker[], width: number, height: number, radius: number) {
  const shapes = markers.map((marker) => {
    const circle = `<circle cx="${marker.x}" cy="${marker.y}" r="${radius}" fill="${marker.color}" stroke="#ffffff" stroke-width="${Math.max(1, radius / 4)}"/>`;
    if (!marker.label) return circle;
    const box = labelBox(marker, width, height, radius);
    const rect = `<rect x="${box.left - PAD.x}" y="${box.top - PAD.y}" width="${marker.label.width + 2 * PAD.x}" height="${marker.label.height + 2 * PAD.y}" rx="2" fill="#ffffff" fill-opacity="0.85" stroke="${marker.color}" stroke-width="1"/>`;
    return `${circle}${rect}`;
  });
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${shapes.join('')}</svg>`,
  );
}

/** Right of the circle, or left of it near the plan's right edge: inside the picture, beside its point. */
function labelBox(marker: Marker, width: number, height: number, radius: number) {
  const label = marker.label ?? { width: 0, height: 0 };
  const gap = radius + PAD.x + 2;
  const right = Math.round(marker.x + gap);
  const left = right + label.width + PAD.x <= width ? right : Math.round(marker.x - gap - label.width);
  const top = Math.round(marker.y - label.height / 2);
  return {
    left: Math.max(PAD.x, Math.min(left, width - label.width - PAD.x)),
    top: Math.max(PAD.y, Math.min(top, height - label.height - PAD.y)),
  };
}

/**
 * The plan as one JPEG with the check points drawn on it, built from the tile pyramid at the zoom
 * whose picture fits PLAN_PICTURE_SIDE; undefined when the pyramid is not (all) in the file store.
 */
export async function planPicture(
  files: FileStorage,
  plan: PlanImage & { points: readonly ReportPlanPoint[] },
  side = PLAN_PICTURE_SIDE,
): Promise<PlanPicture | undefined> {
  if (!(plan.width > 0 && plan.height > 0)) return undefined;
  const zoom = pictureZoom(plan, side);
  const { width, height, factor } = sizeAt(plan, zoom);
  const base = await stitch(files, plan, zoom, width, height);
  if (!base) return undefined;

  const pixelsPerPoint = Math.max(width / PLAN_PRINT_BOX.width, height / PLAN_PRINT_BOX.height);
  const radius = Math.max(3, Math.round(RADIUS_POINTS * pixelsPerPoint));
  const fontSize = Math.max(7, Math.round(LABEL_POINTS * pixelsPerPoint));
  const markers: Marker[] = [];
  for (const point of plan.points) {
    const x = point.x / factor;
    const y = point.y / factor;
    if (!Number.isFinite(x) || !Number.isFinite(y) || x < 0 || y < 0 || x > width || y > height) continue;
    const label = await labelImage(point.label, fontSize);
    // A label wider than a tiny plan could not be placed inside it: the circle alone still shows where.
    const fits = label && label.width + 2 * PAD.x <= width && label.height + 2 * PAD.y <= height;
    markers.push({ x, y, color: levelColor(point.level), label: fits ? label : undefined });
  }
  const overlays: OverlayOptions[] = [{ input: markerSvg(markers, width, height, radius), left: 0, top: 0 }];
  for (const marker of markers) {
    if (!marker.label) continue;
    const box = labelBox(marker, width, height, radius);
    overlays.push({ input: marker.label.data, left: box.left, top: box.top });
  }
  const data = await sharp(base.data, { raw: { width, height, channels: base.info.channels } })
    .composite(overlays)
    .jpeg({ quality: 85, chromaSubsampling: '4:4:4' })
    .toBuffer();
  return { data, width, height, zoom };
}

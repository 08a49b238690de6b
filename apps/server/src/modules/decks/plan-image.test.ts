import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { cjkPlanPdf, planPdf, scannedPlanPdf } from '../../../test/plan-files.ts';
import { rasterisePdfFirstPage } from './plan-image.ts';

/** Share of dark pixels in the drawn page: zero for a page that came out blank. */
async function ink(png: Buffer) {
  const pixels = await sharp(png).greyscale().resize(800).raw().toBuffer();
  return pixels.filter((value) => value < 128).length / pixels.length;
}

describe('plans from PDFs of every kind (first page, drawn on the server)', () => {
  it.each([
    ['a CAD export with a standard font', () => Promise.resolve(planPdf())],
    ['Japanese labels in a font that is not embedded', () => Promise.resolve(cjkPlanPdf())],
    ['a scan: one greyscale JPEG per page', scannedPlanPdf],
  ])('%s: the deck outline comes out', async (_name, make) => {
    const png = await rasterisePdfFirstPage(await make());
    const { width, height } = await sharp(png).metadata();
    expect(width).toBe(8000);
    expect(height).toBe(5654);
    expect(await ink(png)).toBeGreaterThan(0.002);
  });
});

import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { levelColor, PLAN_PICTURE_SIDE, pictureZoom, planPicture } from './plan-picture.ts';
import { storePlan, type TempFiles, tempFiles } from './report-files.fixture.ts';

let temp: TempFiles;
beforeAll(async () => {
  temp = await tempFiles();
});
afterAll(() => temp.remove());

/** The colour at a picture pixel, as #rrggbb. */
async function colorAt(jpeg: Buffer, x: number, y: number) {
  const { data, info } = await sharp(jpeg).raw().toBuffer({ resolveWithObject: true });
  const at = (Math.round(y) * info.width + Math.round(x)) * info.channels;
  return [data[at], data[at + 1], data[at + 2]] as number[];
}

const near = (actual: number[], hex: string) => {
  const expected = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  return actual.every((value, i) => Math.abs(value - (expected[i] ?? 0)) < 40);
};

describe('the picture of a deck plan', () => {
  it('picks the highest zoom whose plan fits 1600 px', () => {
    expect(pictureZoom({ deckplanId: 'p', imageVersion: 1, width: 1000, height: 300, maxZoom: 2 })).toBe(2);
    expect(pictureZoom({ deckplanId: 'p', imageVersion: 1, width: 20000, height: 3000, maxZoom: 7 })).toBe(3);
    expect(pictureZoom({ deckplanId: 'p', imageVersion: 1, width: 3200, height: 800, maxZoom: 4 })).toBe(3);
    expect(pictureZoom({ deckplanId: 'p', imageVersion: 1, width: 3201, height: 800, maxZoom: 4 })).toBe(2);
  });

  it.each([
    [5000, 1234],
    [3001, 777],
    [1025, 333],
    [700, 2100],
  ])('stitches a real %i x %i pyramid and draws the points in their colours', async (width, height) => {
    const deckplanId = `plan-${width}-${height}`;
    const stored = await storePlan(temp.files, { deckplanId, width, height });
    const points = [
      { x: width * 0.25, y: height * 0.5, label: 'S-1', level: 'yes' },
      { x: width * 0.5, y: height * 0.5, label: 'S-2', level: 'maybe' },
      { x: width * 0.75, y: height * 0.5, label: 'V-1', level: 'no' },
      { x: width - 1, y: height - 1, label: 'V-2 at the edge', level: null },
    ];
    const picture = await planPicture(temp.files, { deckplanId, width, height, ...stored, points });
    if (!picture) throw new Error('no picture');
    const factor = 2 ** (stored.maxZoom - picture.zoom);
    expect(Math.max(picture.width, picture.height)).toBeLessThanOrEqual(PLAN_PICTURE_SIDE);
    expect(picture.width).toBe(Math.ceil(width / factor));
    expect(picture.height).toBe(Math.ceil(height / factor));
    const meta = await sharp(picture.data).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', picture.width, picture.height]);
    for (const point of points.slice(0, 3)) {
      expect(
        near(await colorAt(picture.data, point.x / factor, point.y / factor), levelColor(point.level)),
      ).toBe(true);
    }
    // Between the points the drawing is the plan's white.
    expect(
      near(await colorAt(picture.data, (width * 0.375) / factor, (height * 0.3) / factor), '#ffffff'),
    ).toBe(true);
  });

  it('draws the label beside its point', async () => {
    const deckplanId = 'plan-label';
    const stored = await storePlan(temp.files, { deckplanId, width: 800, height: 400 });
    const plan = { deckplanId, width: 800, height: 400, ...stored };
    const without = await planPicture(temp.files, {
      ...plan,
      points: [{ x: 200, y: 200, label: '', level: 'yes' }],
    });
    const labelled = await planPicture(temp.files, {
      ...plan,
      points: [{ x: 200, y: 200, label: 'S-12', level: 'yes' }],
    });
    if (!without || !labelled) throw new Error('no picture');
    const dark = async (jpeg: Buffer) => {
      const { data, info } = await sharp(jpeg)
        .extract({ left: 212, top: 185, width: 60, height: 30 })
        .greyscale()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let count = 0;
      for (let i = 0; i < info.width * info.height; i++) if ((data[i] ?? 255) < 100) count++;
      return count;
    };
    expect(await dark(without.data)).toBe(0);
    expect(await dark(labelled.data)).toBeGreaterThan(20);
  });

  it('is not available when the pyramid is missing', async () => {
    const picture = await planPicture(temp.files, {
      deckplanId: 'never-cut',
      imageVersion: 1,
      width: 2000,
      height: 1000,
      maxZoom: 3,
      points: [],
    });
    expect(picture).toBeUndefined();
  });
});

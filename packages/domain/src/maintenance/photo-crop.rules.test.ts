import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type CropRect,
  cropBox,
  cropProblem,
  nextCrop,
  type QuarterTurn,
  shownCrop,
  uprightCrop,
} from './photo-crop.rules.ts';

const TURNS: QuarterTurn[] = [0, 90, 180, 270];
const turn = fc.constantFrom(...TURNS);
/** A valid crop: a corner and a size that stay inside the photo. */
const crop: fc.Arbitrary<CropRect> = fc
  .tuple(
    fc.double({ min: 0, max: 0.9, noNaN: true }),
    fc.double({ min: 0, max: 0.9, noNaN: true }),
    fc.double({ min: 0.01, max: 1, noNaN: true }),
    fc.double({ min: 0.01, max: 1, noNaN: true }),
  )
  .map(([left, top, w, h]) => ({
    left,
    top,
    width: Math.max(0.01, w * (1 - left)),
    height: Math.max(0.01, h * (1 - top)),
  }));

const close = (actual: CropRect, expected: CropRect) => {
  for (const key of ['left', 'top', 'width', 'height'] as const)
    expect(actual[key]).toBeCloseTo(expected[key], 9);
};

describe('crops of photos', () => {
  it.each([
    ['a crop inside the photo', { left: 0.1, top: 0.2, width: 0.5, height: 0.5 }, null],
    ['the whole photo', { left: 0, top: 0, width: 1, height: 1 }, null],
    ['a hair past the edge (rounding)', { left: 0.5, top: 0, width: 0.5000000001, height: 1 }, null],
    [
      'a negative corner',
      { left: -0.1, top: 0, width: 0.5, height: 0.5 },
      'The crop must start inside the photo',
    ],
    [
      'past the right edge',
      { left: 0.6, top: 0, width: 0.5, height: 0.5 },
      'The crop must end inside the photo',
    ],
    ['past the bottom', { left: 0, top: 0.7, width: 0.2, height: 0.4 }, 'The crop must end inside the photo'],
    ['an empty crop', { left: 0, top: 0, width: 0, height: 0.4 }, 'The crop is too small'],
    ['not a number', { left: Number.NaN, top: 0, width: 1, height: 1 }, 'The crop must be four numbers'],
  ])('%s', (_name, rect, problem) => {
    expect(cropProblem(rect)).toBe(problem);
  });

  it.each([
    // The top-left quarter of a photo shown turned a quarter clockwise is its bottom-left quarter upright.
    [90, { left: 0, top: 0, width: 0.5, height: 0.5 }, { left: 0, top: 0.5, width: 0.5, height: 0.5 }],
    [180, { left: 0, top: 0, width: 0.5, height: 0.25 }, { left: 0.5, top: 0.75, width: 0.5, height: 0.25 }],
    [270, { left: 0, top: 0, width: 0.25, height: 0.5 }, { left: 0.5, top: 0, width: 0.5, height: 0.25 }],
  ] as const)('turned by %i, a crop drawn on the shown photo is kept upright', (rotation, shown, upright) => {
    close(uprightCrop(shown, rotation), upright);
  });

  it('turning a crop there and back is the identity', () => {
    fc.assert(
      fc.property(crop, turn, (rect, rotation) => {
        close(shownCrop(uprightCrop(rect, rotation), rotation), rect);
        expect(cropProblem(uprightCrop(rect, rotation))).toBeNull();
      }),
    );
  });

  it('cropping again narrows down inside the current crop, and the whole photo is no crop', () => {
    fc.assert(
      fc.property(fc.option(crop, { nil: null }), crop, turn, (current, shown, rotation) => {
        const next = nextCrop(current, shown, rotation);
        const outer = current ?? { left: 0, top: 0, width: 1, height: 1 };
        if (next === null) return;
        expect(next.left).toBeGreaterThanOrEqual(outer.left - 1e-9);
        expect(next.top).toBeGreaterThanOrEqual(outer.top - 1e-9);
        expect(next.left + next.width).toBeLessThanOrEqual(outer.left + outer.width + 1e-9);
        expect(next.top + next.height).toBeLessThanOrEqual(outer.top + outer.height + 1e-9);
      }),
    );
    expect(nextCrop(null, { left: 0, top: 0, width: 1, height: 1 }, 90)).toBeNull();
    expect(
      nextCrop(
        { left: 0.5, top: 0.5, width: 0.5, height: 0.5 },
        { left: 0.5, top: 0, width: 0.5, height: 1 },
        0,
      ),
    ).toEqual({ left: 0.75, top: 0.5, width: 0.25, height: 0.5 });
  });

  it('a crop in pixels is at least one pixel and never past the edge', () => {
    fc.assert(
      fc.property(
        crop,
        fc.integer({ min: 1, max: 9000 }),
        fc.integer({ min: 1, max: 9000 }),
        (rect, w, h) => {
          const box = cropBox(rect, w, h);
          expect(box.width).toBeGreaterThanOrEqual(1);
          expect(box.height).toBeGreaterThanOrEqual(1);
          expect(box.left + box.width).toBeLessThanOrEqual(w);
          expect(box.top + box.height).toBeLessThanOrEqual(h);
        },
      ),
    );
    expect(cropBox({ left: 0.25, top: 0.5, width: 0.5, height: 0.5 }, 400, 300)).toEqual({
      left: 100,
      top: 150,
      width: 200,
      height: 150,
    });
  });
});

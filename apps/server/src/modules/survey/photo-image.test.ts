import { type QuarterTurn, uprightCrop } from '@keelson/domain';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { uprightImage } from './photo-image.ts';

/** 400 x 200: the left half red, the right half blue. */
const halves = (orientation?: number) => {
  const image = sharp({ create: { width: 400, height: 200, channels: 3, background: '#f00' } })
    .composite([
      { input: { create: { width: 200, height: 200, channels: 3, background: '#00f' } }, left: 200, top: 0 },
    ])
    .jpeg({ quality: 95 });
  return (orientation ? image.withMetadata({ orientation }) : image).toBuffer();
};

async function looks(image: Sharp) {
  const { data, info } = await image.raw().toBuffer({ resolveWithObject: true });
  // A quarter down the middle: inside the top part whatever halves the image holds.
  const at = (Math.floor(info.height / 4) * info.width + Math.floor(info.width / 2)) * info.channels;
  return [info.width, info.height, (data[at] ?? 0) > (data[at + 2] ?? 0) ? 'red' : 'blue'];
}

describe('a photo cut to its crop and turned', () => {
  // Crops are drawn on the photo as shown (turned), kept upright: what is shown must be what was drawn.
  it.each([
    [0, undefined, { left: 0, top: 0, width: 0.5, height: 1 }, [200, 200, 'red']],
    [90, undefined, { left: 0, top: 0, width: 1, height: 0.25 }, [200, 100, 'red']],
    [90, undefined, { left: 0, top: 0.75, width: 1, height: 0.25 }, [200, 100, 'blue']],
    [90, undefined, { left: 0.25, top: 0.25, width: 0.5, height: 0.5 }, [100, 200, 'red']],
    [180, undefined, { left: 0, top: 0, width: 0.5, height: 1 }, [200, 200, 'blue']],
    [270, undefined, { left: 0, top: 0, width: 1, height: 0.25 }, [200, 100, 'blue']],
    // The camera stored it sideways (EXIF 6): upright it is 200 x 400, red on top.
    [0, 6, { left: 0, top: 0, width: 1, height: 0.25 }, [200, 100, 'red']],
    [90, 6, { left: 0, top: 0, width: 0.25, height: 1 }, [100, 200, 'blue']],
  ] as const)('turned %i (EXIF %s), %j', async (rotation, orientation, shown, expected) => {
    const upright = uprightCrop(shown, rotation as QuarterTurn);
    expect(await looks(await uprightImage(await halves(orientation), rotation, upright))).toEqual(expected);
  });

  it('without a crop, only turns', async () => {
    expect(await looks(await uprightImage(await halves(), 90, null))).toEqual([200, 400, 'red']);
  });
});

/**
 * Cropping a check's photo (imgcrop jobs). A crop is a rectangle in fractions (0–1) of an image, so
 * it survives the photo being made again at another size. The surveyor draws it on the photo as
 * shown (upright, then turned clockwise by the photo's rotation); it is kept in the upright frame
 * so that turning the photo later keeps the same part of it.
 */

export type CropRect = { left: number; top: number; width: number; height: number };
export type QuarterTurn = 0 | 90 | 180 | 270;
export type PixelBox = CropRect;

/** The whole image: a crop equal to it is no crop. */
export const FULL_CROP: CropRect = { left: 0, top: 0, width: 1, height: 1 };

/** Rounding of the browser's percentages may overshoot the edge by a hair. */
const EDGE_TOLERANCE = 1e-6;
/** A crop smaller than this (a thousandth of a side) is a slip of the finger, not a choice. */
export const MIN_CROP_FRACTION = 0.001;

/** Why a crop cannot be used, or null when it can. */
export function cropProblem(rect: CropRect): string | null {
  const values = [rect.left, rect.top, rect.width, rect.height];
  if (!values.every(Number.isFinite)) return 'The crop must be four numbers';
  if (rect.left < 0 || rect.top < 0) return 'The crop must start inside the photo';
  if (rect.width < MIN_CROP_FRACTION || rect.height < MIN_CROP_FRACTION) return 'The crop is too small';
  if (rect.left + rect.width > 1 + EDGE_TOLERANCE || rect.top + rect.height > 1 + EDGE_TOLERANCE)
    return 'The crop must end inside the photo';
  return null;
}

/** Keeps a valid crop inside the unit square (the tolerance above, absorbed). */
function clampCrop(rect: CropRect): CropRect {
  const left = Math.min(Math.max(rect.left, 0), 1);
  const top = Math.min(Math.max(rect.top, 0), 1);
  return {
    left,
    top,
    width: Math.min(rect.width, 1 - left),
    height: Math.min(rect.height, 1 - top),
  };
}

/** A crop drawn on the photo as shown (turned clockwise by `rotation`), in the upright frame. */
export function uprightCrop(shown: CropRect, rotation: QuarterTurn): CropRect {
  const { left: x, top: y, width: w, height: h } = shown;
  switch (rotation) {
    case 0:
      return { ...shown };
    case 90:
      return { left: y, top: 1 - x - w, width: h, height: w };
    case 180:
      return { left: 1 - x - w, top: 1 - y - h, width: w, height: h };
    case 270:
      return { left: 1 - y - h, top: x, width: h, height: w };
  }
}

/** The upright crop as shown after turning the photo clockwise by `rotation`. */
export function shownCrop(upright: CropRect, rotation: QuarterTurn): CropRect {
  // Turning by r and then by (360 - r) is the identity, so the inverse is the opposite turn.
  return uprightCrop(upright, ((360 - rotation) % 360) as QuarterTurn);
}

function isFull(rect: CropRect) {
  return (
    rect.left <= EDGE_TOLERANCE &&
    rect.top <= EDGE_TOLERANCE &&
    rect.width >= 1 - EDGE_TOLERANCE &&
    rect.height >= 1 - EDGE_TOLERANCE
  );
}

/**
 * The photo's next upright crop when the surveyor crops what is shown: the new rectangle is a part
 * of the current crop (cropping twice narrows down). Null means the whole photo.
 */
export function nextCrop(current: CropRect | null, shown: CropRect, rotation: QuarterTurn) {
  const inner = clampCrop(uprightCrop(shown, rotation));
  const outer = current ?? FULL_CROP;
  const next = {
    left: outer.left + inner.left * outer.width,
    top: outer.top + inner.top * outer.height,
    width: inner.width * outer.width,
    height: inner.height * outer.height,
  };
  return isFull(next) ? null : next;
}

/**
 * The crop in whole pixels of an image of the given size: at least one pixel, never past the edge
 * (sharp refuses a region outside the image).
 */
export function cropBox(rect: CropRect, width: number, height: number): PixelBox {
  const left = Math.min(Math.floor(rect.left * width), width - 1);
  const top = Math.min(Math.floor(rect.top * height), height - 1);
  const right = Math.min(Math.max(Math.round((rect.left + rect.width) * width), left + 1), width);
  const bottom = Math.min(Math.max(Math.round((rect.top + rect.height) * height), top + 1), height);
  return { left, top, width: right - left, height: bottom - top };
}

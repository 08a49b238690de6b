import type { TCheckImage } from '@keelson/contract';
import type { AppDeps } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { hmac, sameText } from '../documents/signed-links.ts';
import type { CheckImageRow } from './survey.presenters.ts';

/** How long a photo's links stay valid: a surveyor works through a deck in a morning. */
export const PHOTO_URL_SECONDS = 12 * 60 * 60;
const label = 'check-photo';

export type PhotoVariant = 'thumb' | 'full';

/** Where a photo's files live in the file store (per version: a rotation makes a new one). */
export const photoKeys = {
  original: (imageId: string) => `check-images/${imageId}/original`,
  variant: (imageId: string, version: number, variant: PhotoVariant) =>
    `check-images/${imageId}/v${version}/${variant}`,
  prefix: (imageId: string) => `check-images/${imageId}/`,
};

/**
 * A signed link to a photo variant: images load in <img> without our session header, so the
 * signature (photo, version, variant, expiry) is their credential — as for plan tiles.
 */
function signedPhotoUrl(deps: AppDeps, row: CheckImageRow, variant: PhotoVariant) {
  const hour = Math.floor(deps.now().getTime() / 3_600_000) * 3600;
  const expires = hour + PHOTO_URL_SECONDS;
  const signature = hmac(deps.config.fileUrlSecret, label, `${row.id}.${row.version}.${variant}.${expires}`);
  return `${deps.config.apiPath}/ihm/check-images/${row.id}/${variant}/${row.version}?expires=${expires}&signature=${signature}`;
}

export function checkPhotoSignature(props: {
  secret: string;
  imageId: string;
  version: number;
  variant: PhotoVariant;
  expires: number;
  signature: string;
  now: Date;
}) {
  const expected = hmac(
    props.secret,
    label,
    `${props.imageId}.${props.version}.${props.variant}.${props.expires}`,
  );
  const now = props.now.getTime();
  if (
    !sameText(expected, props.signature) ||
    props.expires * 1000 <= now ||
    props.expires * 1000 > now + (PHOTO_URL_SECONDS + 3600) * 1000
  )
    throw new AppError(403, 'invalid_signature', 'The photo link is invalid or has expired');
}

export function checkImageAnswer(deps: AppDeps, row: CheckImageRow): TCheckImage {
  const ready = row.state === 'ready';
  return {
    id: row.id,
    check_id: row.checkId,
    project_id: row.projectId,
    enabled: row.enabled,
    state: row.state,
    rotation: row.rotation,
    filename: row.filename,
    width: row.width,
    height: row.height,
    error: row.error,
    job_id: row.state === 'processing' ? row.jobId : null,
    image: {
      full_url: ready ? signedPhotoUrl(deps, row, 'full') : null,
      thumb_url: ready ? signedPhotoUrl(deps, row, 'thumb') : null,
    },
  };
}

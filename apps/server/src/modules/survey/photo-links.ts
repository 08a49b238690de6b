import type { TCheckImage } from '@keelson/contract';
import type { AppDeps } from '../../app-context.ts';
import { checkSignedQuery, signedQuery } from './file-signatures.ts';
import type { CheckImageRow } from './survey.presenters.ts';

const label = 'check-photo';

export type PhotoVariant = 'thumb' | 'full';

/** A JPEG behind a signed link: private, cached for the link's life (a new version has a new link). */
export const SIGNED_JPEG_HEADERS = {
  'content-type': 'image/jpeg',
  'cache-control': 'private, max-age=43200, immutable',
  'x-content-type-options': 'nosniff',
};

/** Where a photo's files live in the file store (per version: a rotation makes a new one). */
export const photoKeys = {
  original: (imageId: string) => `check-images/${imageId}/original`,
  variant: (imageId: string, version: number, variant: PhotoVariant) =>
    `check-images/${imageId}/v${version}/${variant}`,
  prefix: (imageId: string) => `check-images/${imageId}/`,
};

/** A signed link to a photo variant (photo, version, variant). */
function signedPhotoUrl(deps: AppDeps, row: CheckImageRow, variant: PhotoVariant) {
  const query = signedQuery(
    deps.config.fileUrlSecret,
    label,
    `${row.id}.${row.version}.${variant}`,
    deps.now(),
  );
  return `${deps.config.apiPath}/ihm/check-images/${row.id}/${variant}/${row.version}?${query}`;
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
  checkSignedQuery({ ...props, label, subject: `${props.imageId}.${props.version}.${props.variant}` });
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
    cropped: row.crop !== null,
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

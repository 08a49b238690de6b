import type { TImgcropJob } from '@keelson/contract';
import type { AppDeps } from '../../app-context.ts';
import type { imgcropJobs } from '../../db/schema/index.ts';
import { checkSignedQuery, signedQuery } from './file-signatures.ts';

export type ImgcropJobRow = typeof imgcropJobs.$inferSelect;

const label = 'imgcrop';

/** Where an imgcrop job's uploaded image and its cropped result live in the file store. */
export const imgcropKeys = {
  source: (id: string) => `imgcrop-jobs/${id}/source`,
  result: (id: string) => `imgcrop-jobs/${id}/result`,
};

export function checkImgcropSignature(props: {
  secret: string;
  id: string;
  expires: number;
  signature: string;
  now: Date;
}) {
  checkSignedQuery({ ...props, label, subject: props.id });
}

export function imgcropJobAnswer(deps: AppDeps, row: ImgcropJobRow): TImgcropJob {
  const hasResult = row.status === 'succeeded' && row.checkImageId === null;
  return {
    id: row.id,
    project_id: row.projectId,
    check_image_id: row.checkImageId,
    status: row.status,
    crop: row.crop,
    rotation: row.rotation,
    file_name: row.fileName,
    file_size: row.fileSize,
    width: row.width,
    height: row.height,
    error: row.error,
    job_id: row.status === 'processing' ? row.jobId : null,
    file_url: hasResult
      ? `${deps.config.apiPath}/imgcrop-jobs/${row.id}/file?${signedQuery(deps.config.fileUrlSecret, label, row.id, deps.now())}`
      : null,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

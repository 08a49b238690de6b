import type { TAttachment, TSignature } from '@keelson/contract';
import type { AppDeps } from '../../app-context.ts';
import type { attachments, signatures } from '../../db/schema/index.ts';
import { signedQuery } from './file-signatures.ts';

type SignatureRow = typeof signatures.$inferSelect;
export type AttachmentRow = typeof attachments.$inferSelect;

/** A signed link to the current version of a signature's image or an attachment's file. */
export const fileUrl = (deps: AppDeps, kind: 'signatures' | 'attachments', id: string, version: number) =>
  `${deps.config.apiPath}/ihm/${kind}/${id}/file/${version}?${signedQuery(deps.config.fileUrlSecret, kind, `${id}.${version}`, deps.now())}`;
export const fileKey = (kind: 'signatures' | 'attachments', id: string, version: number) =>
  `${kind}/${id}/v${version}`;

export function signatureAnswer(deps: AppDeps, row: SignatureRow): TSignature {
  const url = row.imageVersion > 0 ? fileUrl(deps, 'signatures', row.id, row.imageVersion) : null;
  return {
    id: row.id,
    project_id: row.projectId,
    target: row.target as TSignature['target'],
    function: row.function,
    image: { full_url: url, thumb_url: url },
    person_name: row.personName,
    person_role: row.personRole,
    location: row.location,
    date: row.date,
    enabled: row.enabled,
    index: row.index,
  };
}

export function attachmentAnswer(deps: AppDeps, row: AttachmentRow): TAttachment {
  return {
    id: row.id,
    project_id: row.projectId,
    file_url: row.fileVersion > 0 ? fileUrl(deps, 'attachments', row.id, row.fileVersion) : null,
    file_type: row.fileType,
    file_size: row.fileSize,
    type: row.type as TAttachment['type'],
    title: row.title,
    pages: null,
    related_hazmats: row.relatedHazmats,
    enabled: row.enabled,
    filename: row.filename,
    index: row.index,
  };
}

import type { TDocument, TDocumentRequest } from '@keelson/contract';
import { isDocumentValid, isSuggestedForReuse, type ReuseDecision } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import type { documentRequestActions, documentRequests, documents } from '../../db/schema/index.ts';
import { signedDownloadUrl } from './signed-links.ts';

export type DocumentRow = typeof documents.$inferSelect;
export type RequestRow = typeof documentRequests.$inferSelect;
export type ActionRow = typeof documentRequestActions.$inferSelect;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * A document as the API answers it; with `reuses` (its reuse decisions) it also says whether it is
 * suggested for reuse.
 */
export function documentAnswer(
  deps: AppDeps,
  document: DocumentRow,
  reuses?: readonly { reusage_decision: ReuseDecision | null }[],
): TDocument {
  return {
    id: document.id,
    company_id: document.bucketId,
    type: document.type,
    filename: document.filename,
    file_size: document.fileSize,
    content_type: document.contentType,
    valid_from: iso(document.validFrom),
    valid_to: iso(document.validTo),
    added_by_supplier_id: document.addedBySupplierId,
    created_at: document.createdAt.toISOString(),
    download_url: signedDownloadUrl({
      apiPath: deps.config.apiPath,
      secret: deps.config.fileUrlSecret,
      documentId: document.id,
      now: deps.now(),
    }),
    is_valid: isDocumentValid({ valid_from: document.validFrom, valid_to: document.validTo }, deps.now()),
    ...(reuses ? { is_suggested_for_reuse: isSuggestedForReuse({ document_reuses: reuses }) } : {}),
  };
}

/** A request with its conversation, oldest first. */
export function requestAnswer(
  deps: AppDeps,
  request: RequestRow,
  actions: ActionRow[],
  documentsById: Map<string, DocumentRow>,
): TDocumentRequest {
  const document = (id: string | null) => {
    const row = id ? documentsById.get(id) : undefined;
    return row ? documentAnswer(deps, row) : null;
  };
  return {
    id: request.id,
    order_item_id: request.orderItemId,
    company_id: request.bucketId,
    supplier_id: request.supplierId,
    document_type: request.documentType,
    status: request.status,
    is_closed: request.isClosed,
    started_at: request.startedAt.toISOString(),
    closed_at: iso(request.closedAt),
    document_id: request.documentId,
    supplier_notified_at: iso(request.supplierNotifiedAt),
    supplier_reminded1_at: iso(request.supplierReminded1At),
    supplier_reminded2_at: iso(request.supplierReminded2At),
    actions: [...actions]
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((action) => ({
        id: action.id,
        at: action.at.toISOString(),
        user_role: action.userRole,
        type: action.type,
        message: action.message,
        document: document(action.documentId),
      })),
  };
}

// Signed export links: a browser download cannot carry our session header, so a session asks for a
// link, and the link's signature (over the company, the user, the filters and the expiry) stands in.
import type { TItemExportQuery } from '@keelson/contract';
import type { AppDeps } from '../../app-context.ts';
import { AppError } from '../../errors.ts';
import { hmac, sameText } from '../documents/signed-links.ts';

/** Long enough to start the download after asking, short enough that a copied link is soon worthless. */
export const EXPORT_LINK_SECONDS = 5 * 60;
const LABEL = 'order-items-export';

/** The query's fields in a fixed order, so the same request always signs the same text. */
const signedFields = (query: TItemExportQuery) =>
  [
    query.file_type,
    query.set ?? '',
    query.stats_field ?? '',
    query.vessel_id ?? '',
    query.supplier_id ?? '',
    query.order_id ?? '',
    query.search ?? '',
  ] as const;

const signatureOf = (
  secret: string,
  bucketId: string,
  userId: string,
  query: TItemExportQuery,
  expires: number,
) => hmac(secret, LABEL, JSON.stringify([bucketId, userId, ...signedFields(query), expires]));

/** The export's URL under the API path with its filters, the user it was made for, expiry and signature. */
export function exportLink(
  deps: AppDeps,
  props: { bucketId: string; userId: string; query: TItemExportQuery; now: Date },
) {
  const expires = Math.floor(props.now.getTime() / 1000) + EXPORT_LINK_SECONDS;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(props.query))
    if (value !== undefined && value !== '') params.set(key, String(value));
  params.set('user', props.userId);
  params.set('expires', String(expires));
  params.set(
    'signature',
    signatureOf(deps.config.fileUrlSecret, props.bucketId, props.userId, props.query, expires),
  );
  return {
    url: `${deps.config.apiPath}/ihm/maint/companies/${props.bucketId}/purchase-order-items/export-file?${params}`,
    expiresAt: new Date(expires * 1000),
  };
}

/** 403 `invalid_signature` unless the link is ours, unchanged and not expired. */
export function checkExportLink(
  deps: AppDeps,
  props: { bucketId: string; query: TItemExportQuery & { user: string; expires: number; signature: string } },
) {
  const { query } = props;
  const expected = signatureOf(deps.config.fileUrlSecret, props.bucketId, query.user, query, query.expires);
  const now = deps.now().getTime();
  if (
    !sameText(expected, query.signature) ||
    query.expires * 1000 <= now ||
    query.expires * 1000 > now + (EXPORT_LINK_SECONDS + 60) * 1000
  )
    throw new AppError(403, 'invalid_signature', 'The download link is invalid or has expired');
}

import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppError } from '../../errors.ts';

/** How long a document download URL stays valid. */
export const DOWNLOAD_URL_SECONDS = 10 * 60;

export const hmac = (secret: string, label: string, value: string) =>
  createHmac('sha256', secret).update(`${label}:${value}`).digest('base64url');

export function sameText(a: string, b: string) {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** `{apiPath}/ihm/maint/documents/{id}/file?expires=<unix>&signature=<hmac>`, valid 10 minutes from now. */
export function signedDownloadUrl(props: { apiPath: string; secret: string; documentId: string; now: Date }) {
  const expires = Math.floor(props.now.getTime() / 1000) + DOWNLOAD_URL_SECONDS;
  const signature = hmac(props.secret, 'document-file', `${props.documentId}.${expires}`);
  return `${props.apiPath}/ihm/maint/documents/${props.documentId}/file?expires=${expires}&signature=${signature}`;
}

export const invalidSignature = () =>
  new AppError(403, 'invalid_signature', 'The download link is invalid or has expired');

/** 403 `invalid_signature` unless the signature is ours and the URL has not expired. */
export function checkDownloadSignature(props: {
  secret: string;
  documentId: string;
  expires: number;
  signature: string;
  now: Date;
}) {
  const expected = hmac(props.secret, 'document-file', `${props.documentId}.${props.expires}`);
  if (!sameText(expected, props.signature)) throw invalidSignature();
  if (props.expires * 1000 <= props.now.getTime()) throw invalidSignature();
  if (props.expires * 1000 > props.now.getTime() + DOWNLOAD_URL_SECONDS * 1000 + 60_000)
    throw invalidSignature();
}

/**
 * The token of a supplier portal link, derived from the link's random id and the server secret, so
 * a live link can be mailed again without storing the token (only its SHA-256 is stored).
 */
export function portalToken(secret: string, linkId: string) {
  return hmac(secret, 'supplier-portal', linkId);
}

export const invalidLink = () => new AppError(401, 'invalid_link', 'This link is no longer valid');

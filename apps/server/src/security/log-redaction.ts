/** Query parameters whose values are credentials. */
const SECRET_PARAMS =
  /([?&](?:signature|token|verify_token|reset_token|security_token|code|X-Amz-Signature|X-Amz-Credential|X-Amz-Security-Token)=)[^&#]*/gi;
/** Path segments that are credentials: the supplier portal's token. */
const SECRET_SEGMENTS = /(\/supplier-portal\/)[^/?#]+/g;

/**
 * A URL as it may appear in logs: tokens and signatures replaced, so that reading the access log
 * does not open a supplier's portal or a document.
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_SEGMENTS, '$1[redacted]').replace(SECRET_PARAMS, '$1[redacted]');
}

/** Fastify's request serializer with the URL redacted. */
export const redactedRequestSerializer = (request: {
  method: string;
  url: string;
  hostname?: string;
  ip?: string;
  socket?: { remotePort?: number };
}) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.hostname,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

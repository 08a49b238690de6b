import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { TConfig } from '../config.ts';

/** Where files come from besides this origin: the S3 endpoint that presigned downloads redirect to. */
function fileOrigins(config: TConfig): string[] {
  const storage = config.fileStorage;
  if (storage.driver !== 's3') return [];
  return [storage.endpoint ? new URL(storage.endpoint).origin : 'https://*.amazonaws.com'];
}

/**
 * The Content-Security-Policy of every answer (decision 0017). No inline script anywhere: the built
 * web app loads only its own files, so an injected script cannot run, which is what makes keeping
 * the session token in localStorage acceptable. Styles allow inline attributes (Mantine sets them).
 */
export function contentSecurityPolicy(config: TConfig) {
  const files = fileOrigins(config);
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...files],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The document preview frames our own download (or its presigned redirect).
    frameSrc: ["'self'", 'blob:', ...files],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
    upgradeInsecureRequests: null,
  };
}

/**
 * Security headers on every answer (helmet): CSP, no framing by others, no referrer (supplier
 * portal tokens are in URLs), nosniff. HSTS only when the request came over HTTPS (behind a proxy,
 * TRUST_PROXY makes X-Forwarded-Proto count): a plain-HTTP installation must stay reachable.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: TConfig) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
    // Presigned S3 redirects and our images are read by our own pages only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.protocol === 'https') {
      reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    }
  });
}

/** A document shown inside our own preview frame may be framed by this origin (only that answer). */
export function allowFramingBySelf(reply: FastifyReply) {
  const policy = reply.getHeader('content-security-policy');
  if (typeof policy === 'string') {
    reply.header(
      'content-security-policy',
      policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
  }
  reply.header('x-frame-options', 'SAMEORIGIN');
}

import { ZErrorAnswer } from '@keelson/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** One error type for the whole API: a code, the HTTP status it maps to, a text and details. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export const badRequest = (message = 'Invalid request', details?: unknown) =>
  new AppError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Invalid session') => new AppError(401, 'unauthorized', message);
export const forbidden = (message = 'Forbidden', details?: unknown) =>
  new AppError(403, 'forbidden', message, details);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, details?: unknown) =>
  new AppError(409, 'conflict', message, details);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new AppError(
    429,
    'too_many_requests',
    `Too many attempts. Please wait ${retryAfterSeconds} seconds and try again.`,
    { retry_after: retryAfterSeconds },
  );

/** Every error leaves the server as JSON {code, error, details}; unknown API routes answer 404 JSON. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.status === 429)
        reply.header('retry-after', String((error.details as { retry_after: number }).retry_after));
      return reply
        .status(error.status)
        .send({ code: error.code, error: error.message, details: error.details ?? null, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({
        code: 'validation',
        error: 'Invalid request',
        details: error.validation.map((issue) => ({
          path: issue.instancePath,
          message: issue.message,
        })),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.status(500).send({ code: 'internal', error: 'Internal error', details: null });
    }
    // Fastify's own client errors: malformed JSON, wrong content type, body too large...
    return reply
      .status(status)
      .send({ code: error.code ?? 'bad_request', error: error.message, details: null });
  });
}

type ErrorAnswerSchemas<Status extends number> = { [S in Status]: typeof ZErrorAnswer };

/** The response schemas of a route's error statuses: every error answers `{code, error, details}`. */
export function errorAnswers<Status extends number>(...statuses: Status[]): ErrorAnswerSchemas<Status> {
  return Object.fromEntries(statuses.map((status) => [status, ZErrorAnswer])) as ErrorAnswerSchemas<Status>;
}

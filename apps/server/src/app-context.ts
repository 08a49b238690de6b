import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { TConfig } from './config.ts';
import type { Database, DatabaseKind } from './db/client.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { FileStorage } from './storage/file-storage.ts';

/** What every module receives: no globals, so tests build the app with their own parts. */
export type AppDeps = {
  config: TConfig;
  db: Database;
  dbKind: DatabaseKind;
  mailer: Mailer;
  files: FileStorage;
  /** The job queue on the same database: send in a transaction, workers run elsewhere or here. */
  jobs: JobQueue;
  /** The clock; tests move it to expire tokens and codes. */
  now: () => Date;
};

export type TypedApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** A module's routes, registered on the API prefix with the shared dependencies. */
export type RoutesPlugin = (app: TypedApp, deps: AppDeps) => void;

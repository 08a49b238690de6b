import type { Capability } from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-context.ts';
import { importJobs } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { bucketAccessFor } from '../api-keys/api-key-auth.ts';
import type { ImportJobRow } from './import-job-row.ts';

/** Who brings purchase data in: the company's managers and its experts (who read what comes in). */
export const IMPORTERS: readonly Capability[] = ['ihm.maint.is_manager', 'ihm.maint.is_expert'];

/** A session of a manager or expert, or an API key of the company (routes behind requireSessionOrApiKey). */
export function importsAccess(deps: AppDeps, request: FastifyRequest, bucketId: string, write: boolean) {
  return bucketAccessFor(deps, request, bucketId, { write, capability: IMPORTERS });
}

/** The job, once the caller may see its company's imports; 404 otherwise. */
export async function importJobFor(deps: AppDeps, request: FastifyRequest, jobId: string, write: boolean) {
  const [job] = await deps.db.select().from(importJobs).where(eq(importJobs.id, jobId));
  if (!job) throw notFound();
  await importsAccess(deps, request, job.bucketId, write);
  return job as ImportJobRow;
}

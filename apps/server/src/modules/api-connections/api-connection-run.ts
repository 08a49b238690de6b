import { nextImportRunAt } from '@keelson/domain';
import { and, eq, lte } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { apiConnections } from '../../db/schema/index.ts';
import type { ImportJobRow } from '../imports/import-job-row.ts';
import { createImportJobRow } from '../imports/import-jobs.service.ts';
import { apiConnectionPullJob } from './api-connection-pull.job.ts';
import type { ApiConnectionRow } from './api-connections.service.ts';

/** The import job's file name: the URL's last path segment, else the connection's name. */
function fileNameOf(connection: ApiConnectionRow): string {
  const segment = decodeURIComponent(new URL(connection.url).pathname.split('/').pop() ?? '').trim();
  return (segment || connection.name).slice(0, 200);
}

/**
 * One run of a connection: its import job (waiting for its file, run as soon as its simulation
 * passes) and the pull that fetches the file, queued. The next scheduled run counts from now.
 * `due`: only if the connection is still due (the schedule's sweep), so two sweeps never run it twice.
 */
export async function startConnectionRun(
  deps: AppDeps,
  props: { connection: ApiConnectionRow; requestedBy: string | null; due?: Date },
): Promise<ImportJobRow | undefined> {
  const { connection } = props;
  const now = deps.now();
  const [claimed] = await deps.db
    .update(apiConnections)
    .set({ lastRunAt: now, nextRunAt: nextImportRunAt(now, connection.schedule) })
    .where(
      and(
        eq(apiConnections.id, connection.id),
        props.due ? lte(apiConnections.nextRunAt, props.due) : undefined,
      ),
    )
    .returning({ id: apiConnections.id });
  if (!claimed) return undefined;
  const job = await createImportJobRow(deps, {
    bucketId: connection.bucketId,
    type: 'api_connection',
    apiConnectionId: connection.id,
    fileType: connection.fileType,
    source: connection.source,
    fileName: fileNameOf(connection),
    autoRun: true,
    requestedBy: props.requestedBy,
  });
  await deps.jobs.send(apiConnectionPullJob, { importJobId: job.id });
  deps.jobs.nudge(apiConnectionPullJob);
  return job;
}

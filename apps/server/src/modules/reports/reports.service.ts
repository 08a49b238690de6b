import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ZReportRequest } from '@keelson/contract';
import { and, desc, eq, max, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import { generatedReports, projects } from '../../db/schema/index.ts';
import { reportJob } from './report.job.ts';
import { reportKeys } from './report-keys.ts';
import { gatherReport, reportAsk } from './report-request.ts';
import type { GeneratedReportRow } from './reports.presenters.ts';

/**
 * A report asked of a project: the latest version of its namespace when the project's content is
 * unchanged since (reused), otherwise version n+1, queued. The content it will print is stored
 * now, so the version shows exactly what its hash covers whatever changes while it waits.
 */
export async function requestReport(
  deps: AppDeps,
  props: { projectId: string; userId: string; body: z.output<typeof ZReportRequest> },
): Promise<{ row: GeneratedReportRow; reused: boolean }> {
  const ask = reportAsk(props.body);
  const { content, hash } = await gatherReport(deps.db, props.projectId, ask);
  const id = randomUUID();
  const contentKey = reportKeys.content(id);
  const answer = await deps.db.transaction(async (tx) => {
    // One request of a namespace at a time: two at once would both take version n+1.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`${props.projectId}:${ask.namespace}`}))`);
    const inNamespace = and(
      eq(generatedReports.projectId, props.projectId),
      eq(generatedReports.namespace, ask.namespace),
    );
    const [latest] = await tx
      .select()
      .from(generatedReports)
      .where(and(inNamespace, ne(generatedReports.status, 'failure')))
      .orderBy(desc(generatedReports.version))
      .limit(1);
    if (ask.type === 'ihm')
      await tx.update(projects).set({ contentHash: hash }).where(eq(projects.id, props.projectId));
    if (latest?.projectContentHash === hash) return { row: latest, reused: true };
    const [last] = await tx
      .select({ version: max(generatedReports.version) })
      .from(generatedReports)
      .where(inNamespace);
    await deps.files.put(contentKey, Readable.from([JSON.stringify(content)]), {
      contentType: 'application/json',
    });
    const jobId = await deps.jobs.send(reportJob, { reportId: id }, { tx, requestedBy: props.userId });
    const [row] = await tx
      .insert(generatedReports)
      .values({
        id,
        projectId: props.projectId,
        projectContentHash: hash,
        namespace: ask.namespace,
        type: ask.type,
        template: ask.template.template,
        templateName: ask.template.name,
        variant: ask.variant,
        periodFrom: ask.periodFrom,
        periodTo: ask.periodTo,
        withPhotos: ask.withPhotos,
        status: 'requested',
        version: (last?.version ?? 0) + 1,
        requestedAt: deps.now(),
        requestedByUserId: props.userId,
        jobId,
      })
      .returning();
    if (!row) throw new Error('the report was not stored');
    return { row, reused: false };
  });
  if (!answer.reused) deps.jobs.nudge(reportJob);
  return answer;
}

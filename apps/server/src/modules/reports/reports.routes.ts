import {
  ZGeneratedReport,
  ZGeneratedReportPage,
  ZIdParam,
  ZReportListQuery,
  ZReportRequest,
  ZReportRequestAnswer,
  ZReportTemplates,
} from '@keelson/contract';
import { REPORT_FILE_KINDS, REPORT_TEMPLATES } from '@keelson/domain';
import { and, count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { RoutesPlugin } from '../../app-context.ts';
import { generatedReports, jobRuns } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { checkSignedQuery } from '../survey/file-signatures.ts';
import { surveyReader } from '../survey/survey-access.ts';
import { loadIhmData } from './ihm-data.ts';
import { projectVessels } from './maint-data.ts';
import { currentIhmHash, MESSAGES } from './report-request.ts';
import { REPORT_LINK_LABEL, reportAnswer } from './reports.presenters.ts';
import { requestReport } from './reports.service.ts';

const errors = errorAnswers(400, 401, 403, 404);
const attachment = (name: string) => `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"`;

/**
 * Reports of a project (spec section 7; decision 0031): the templates it can make now, the
 * versions made so far, a request (a new version, or the unchanged latest one), one version, and
 * its files through signed links.
 */
export const reportRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['reports'];
  const onRequest = requireSession(deps);

  app.get(
    '/projects/:id/report-templates',
    {
      onRequest,
      schema: {
        tags,
        summary: 'The report templates and whether the project can have each now',
        params: ZIdParam,
        response: { 200: ZReportTemplates, ...errors },
      },
    },
    async (request) => {
      const { project } = await surveyReader(deps, request, request.params.id);
      const [survey, vessels] = await Promise.all([
        loadIhmData(deps.db, project.id),
        projectVessels(deps.db, project.id),
      ]);
      const reasonOf = (type: string) => {
        if (type === 'ihm') return survey?.hasSurveyData ? null : MESSAGES.noSurveyData;
        return vessels.length > 0 ? null : MESSAGES.noVessel;
      };
      return {
        templates: REPORT_TEMPLATES.map((t) => ({
          template: t.template,
          template_name: t.name,
          type: t.type,
          description: t.description,
          variants: [...t.variants],
          has_period: t.hasPeriod,
          available: reasonOf(t.type) === null,
          unavailable_reason: reasonOf(t.type),
        })),
      };
    },
  );

  app.get(
    '/projects/:id/reports',
    {
      onRequest,
      schema: {
        tags,
        summary: "The project's report versions, newest first",
        params: ZIdParam,
        querystring: ZReportListQuery,
        response: { 200: ZGeneratedReportPage, ...errors },
      },
    },
    async (request) => {
      const { project } = await surveyReader(deps, request, request.params.id);
      const { type, offset, limit } = request.query;
      const where = and(
        eq(generatedReports.projectId, project.id),
        type ? eq(generatedReports.type, type) : undefined,
      );
      const [rows, [total], hash] = await Promise.all([
        deps.db
          .select({ report: generatedReports, run: { phase: jobRuns.phase, progress: jobRuns.progress } })
          .from(generatedReports)
          .leftJoin(jobRuns, eq(jobRuns.id, generatedReports.jobId))
          .where(where)
          .orderBy(desc(generatedReports.requestedAt), desc(generatedReports.version))
          .offset(offset)
          .limit(limit),
        deps.db.select({ n: count() }).from(generatedReports).where(where),
        currentIhmHash(deps.db, project.id),
      ]);
      return {
        content: rows.map(({ report, run }) => reportAnswer(deps, report, run)),
        offset,
        limit,
        total_elements: total?.n ?? 0,
        project_content_hash: hash,
      };
    },
  );

  app.post(
    '/projects/:id/reports',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Request a report: a new version (201), or the latest one when nothing changed since (200)',
        params: ZIdParam,
        body: ZReportRequest,
        response: { 200: ZReportRequestAnswer, 201: ZReportRequestAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const { userId } = authOf(request);
      await requireProjectAccess(deps.db, {
        projectId: request.params.id,
        userId,
        now: deps.now(),
        level: 'READWRITE',
      });
      const { row, reused } = await requestReport(deps, {
        projectId: request.params.id,
        userId,
        body: request.body,
      });
      return reply.status(reused ? 200 : 201).send({ report: reportAnswer(deps, row), reused });
    },
  );

  app.get(
    '/reports/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A report version, with its progress while it is made',
        params: ZIdParam,
        response: { 200: ZGeneratedReport, ...errors },
      },
    },
    async (request) => {
      const [found] = await deps.db
        .select({ report: generatedReports, run: { phase: jobRuns.phase, progress: jobRuns.progress } })
        .from(generatedReports)
        .leftJoin(jobRuns, eq(jobRuns.id, generatedReports.jobId))
        .where(eq(generatedReports.id, request.params.id));
      if (!found) throw notFound();
      await surveyReader(deps, request, found.report.projectId);
      return reportAnswer(deps, found.report, found.run);
    },
  );

  app.get(
    '/reports/:id/files/:kind',
    {
      schema: {
        tags,
        summary: "A finished report's file (PDF or zip), through its signed link",
        params: ZIdParam.extend({ kind: z.enum(REPORT_FILE_KINDS) }),
        querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
        response: { ...errors },
      },
    },
    async (request, reply) => {
      checkSignedQuery({
        secret: deps.config.fileUrlSecret,
        label: REPORT_LINK_LABEL,
        subject: `${request.params.id}.${request.params.kind}`,
        expires: request.query.expires,
        signature: request.query.signature,
        now: deps.now(),
      });
      const [row] = await deps.db
        .select()
        .from(generatedReports)
        .where(eq(generatedReports.id, request.params.id));
      const file =
        row?.status === 'success' ? row.files.find((f) => f.kind === request.params.kind) : undefined;
      if (!file) throw notFound();
      return sendStoredFile(deps.files, reply, file.key, {
        'content-disposition': attachment(file.fileName),
        'cache-control': 'private, max-age=3600, immutable',
        'x-content-type-options': 'nosniff',
      });
    },
  );
};

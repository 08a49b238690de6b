import { PassThrough, type Readable } from 'node:stream';
import { IMPORT_TEMPLATE_LAYOUTS, ZIdParam, ZImportFileType, ZImportJob } from '@keelson/contract';
import { IMPORT_SETTINGS } from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppDeps, TypedApp } from '../../app-context.ts';
import { importJobs } from '../../db/schema/index.ts';
import { errorAnswers, notFound } from '../../errors.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { registerStreamingBodyParser } from '../../storage/upload-body.ts';
import {
  requireSessionOrApiKey,
  SESSION_OR_API_KEY_SECURITY,
  userIdOrNull,
} from '../api-keys/api-key-auth.ts';
import { checkSignedQuery } from '../survey/file-signatures.ts';
import { writeImportTemplate } from './formats/index.ts';
import { IMPORT_LINK_LABELS, importJobAnswer } from './import-jobs.presenters.ts';
import { storeImportFile } from './import-jobs.service.ts';
import { importJobFor } from './imports-access.ts';

const tags = ['imports'];
const errors = errorAnswers(400, 401, 403, 404, 409);
const EXTENSIONS = { spreadsheet: 'xlsx', jsonlines: 'jsonl', xml: 'xml' } as const;
const TYPES = {
  spreadsheet: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  jsonlines: 'application/jsonl',
  xml: 'application/xml',
} as const;

const attachment = (name: string) => `attachment; filename="${name.replaceAll(/["\\\r\n]/g, '_')}"`;

/** The files of import jobs: the upload (a raw stream, in this scope's own body parser), the signed downloads, the templates. */
export function importFilesRoutes(app: TypedApp, deps: AppDeps) {
  registerStreamingBodyParser(app);

  app.put(
    '/ihm/maint/import-jobs/:id/file',
    {
      onRequest: requireSessionOrApiKey(deps),
      bodyLimit: IMPORT_SETTINGS.maxFileBytes,
      schema: {
        tags,
        security: SESSION_OR_API_KEY_SECURITY,
        summary:
          "The job's file as the raw body (xlsx, JSON lines or XML, up to 512 MB): 202 while it is simulated",
        consumes: ['application/octet-stream', ...Object.values(TYPES)],
        params: ZIdParam,
        response: { 202: ZImportJob, ...errorAnswers(413), ...errors },
      },
    },
    async (request, reply) => {
      const job = await importJobFor(deps, request, request.params.id, true);
      const saved = await storeImportFile(deps, {
        job,
        body: request.body as Readable,
        requestedBy: userIdOrNull(request),
      });
      return reply.status(202).send(importJobAnswer(deps, saved));
    },
  );

  const signed = z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) });
  for (const kind of ['file', 'log'] as const) {
    app.get(
      `/ihm/maint/import-jobs/:id/${kind}`,
      {
        schema: {
          tags,
          summary:
            kind === 'file'
              ? "The job's file, through its signed link"
              : "The job's log (CSV), through its signed link",
          params: ZIdParam,
          querystring: signed,
          response: { ...errors },
        },
      },
      async (request, reply) => {
        checkSignedQuery({
          secret: deps.config.fileUrlSecret,
          label: IMPORT_LINK_LABELS[kind],
          subject: request.params.id,
          expires: request.query.expires,
          signature: request.query.signature,
          now: deps.now(),
        });
        const [job] = await deps.db.select().from(importJobs).where(eq(importJobs.id, request.params.id));
        const key = kind === 'file' ? job?.fileKey : job?.logKey;
        if (!job || !key) throw notFound();
        const name =
          kind === 'file'
            ? (job.fileName ?? `import-${job.number}.${EXTENSIONS[job.fileType]}`)
            : `import-${job.number}-log.csv`;
        return sendStoredFile(deps.files, reply, key, {
          'content-disposition': attachment(name),
          'cache-control': 'private, no-store',
        });
      },
    );
  }

  app.get(
    '/ihm/maint/import-templates/:layout',
    {
      schema: {
        tags,
        summary: 'A template to fill in: headers and one example row (no session: it holds no data)',
        params: z.object({ layout: z.enum(IMPORT_TEMPLATE_LAYOUTS) }),
        querystring: z.object({ file_type: ZImportFileType.default('spreadsheet') }),
        response: { ...errorAnswers(400) },
      },
    },
    async (request, reply) => {
      const { layout } = request.params;
      const fileType = request.query.file_type;
      const out = new PassThrough();
      void writeImportTemplate(fileType, layout, out).catch((error: unknown) => out.destroy(error as Error));
      // The template streams as it is written; the answer schema lists only errors, as for other downloads.
      return (reply as FastifyReply)
        .header('content-type', TYPES[fileType])
        .header('content-disposition', attachment(`keelson-import-${layout}.${EXTENSIONS[fileType]}`))
        .send(out);
    },
  );
}

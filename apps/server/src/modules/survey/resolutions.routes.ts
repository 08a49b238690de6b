import multipart from '@fastify/multipart';
import { type TResolution, ZIdParam, ZResolution, ZResolutionFields } from '@keelson/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { checkResolutions } from '../../db/schema/index.ts';
import { AppError, badRequest, errorAnswers, notFound } from '../../errors.ts';
import { putBuffer } from '../../storage/file-storage.ts';
import { sendStoredFile } from '../../storage/send-stored-file.ts';
import { sniffPlanFormat } from '../decks/plan-image.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { checkSignedQuery, signedQuery } from './file-signatures.ts';
import { checkAccess } from './survey-access.ts';

/** A discharge receipt: a scan or a PDF. */
const RECEIPT_LIMIT_BYTES = 20 * 1024 * 1024;
const errors = errorAnswers(400, 401, 403, 404, 409, 413);
const label = 'check-resolution-receipt';
const receiptKey = (resolutionId: string) => `check-resolutions/${resolutionId}/receipt`;

type Row = typeof checkResolutions.$inferSelect;

function answer(deps: AppDeps, row: Row): TResolution {
  const query = row.receiptFilename
    ? signedQuery(deps.config.fileUrlSecret, label, row.id, deps.now())
    : null;
  return {
    id: row.id,
    checkId: row.checkId,
    remarks: row.remarks,
    removed: row.removed,
    removedAt: row.removedAt?.toISOString() ?? null,
    dischargeReceiptDownloadUrl: query
      ? `${deps.config.apiPath}/ihm/check-resolutions/${row.id}/receipt?${query}`
      : null,
    dischargeReceiptFilename: row.receiptFilename,
  };
}

type Form = {
  fields: z.infer<typeof ZResolutionFields>;
  receipt?: { data: Buffer; filename: string; type: string };
};

/**
 * The multipart form of a resolution: the text fields (remarks, removed, removedAt) and at most one
 * file, dischargeReceipt (PDF, PNG or JPEG). Anything else is refused with the field's name.
 */
async function readForm(request: FastifyRequest): Promise<Form> {
  try {
    return await readParts(request);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The multipart parser's own refusals: a part over the limit, too many parts, a cut-off body.
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 413)
      throw new AppError(413, 'FST_ERR_CTP_BODY_TOO_LARGE', 'The receipt is larger than 20 MB');
    throw badRequest('The form could not be read: send one dischargeReceipt file and the text fields');
  }
}

async function readParts(request: FastifyRequest): Promise<Form> {
  if (!request.isMultipart()) throw badRequest('Send the resolution as multipart/form-data');
  const raw: Record<string, string> = {};
  let receipt: Form['receipt'];
  for await (const part of request.parts({
    limits: { fileSize: RECEIPT_LIMIT_BYTES, files: 1, fields: 10 },
  })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'dischargeReceipt')
        throw badRequest('Invalid request', [
          { path: `/${part.fieldname}`, message: 'Only dischargeReceipt may be a file' },
        ]);
      const data = await part.toBuffer();
      const type = sniffPlanFormat(data);
      if (!type)
        throw badRequest('Invalid request', [
          { path: '/dischargeReceipt', message: 'A receipt must be a PDF, PNG or JPEG file' },
        ]);
      receipt = { data, filename: part.filename.slice(0, 200) || 'receipt', type };
    } else raw[part.fieldname] = String(part.value);
  }
  const parsed = ZResolutionFields.safeParse(raw);
  if (!parsed.success)
    throw badRequest(
      'Invalid request',
      parsed.error.issues.map((issue) => ({ path: `/${issue.path.join('/')}`, message: issue.message })),
    );
  return { fields: parsed.data, receipt };
}

/**
 * Resolutions of checks (spec section 7): what became of a check's hazardous material — removed or
 * not, when, remarks and the discharge receipt — as multipart forms, in their own plugin scope.
 */
export const resolutionsRoutes: RoutesPlugin = (app, deps) => {
  app.register(async (raw) => {
    const scope = raw.withTypeProvider<ZodTypeProvider>();
    await scope.register(multipart, { limits: { fileSize: RECEIPT_LIMIT_BYTES, files: 1, fields: 10 } });
    const tags = ['survey'];
    const onRequest = requireSession(deps);

    const save = async (row: Pick<Row, 'id'>, form: Form) => {
      if (form.receipt)
        await putBuffer(deps.files, receiptKey(row.id), {
          data: form.receipt.data,
          contentType: form.receipt.type,
        });
      const removed = form.fields.removed === 'true';
      const [saved] = await deps.db
        .update(checkResolutions)
        .set({
          removed,
          removedAt:
            removed && form.fields.removedAt ? new Date(form.fields.removedAt) : removed ? deps.now() : null,
          remarks: form.fields.remarks || null,
          ...(form.receipt
            ? { receiptFilename: form.receipt.filename, receiptContentType: form.receipt.type }
            : {}),
        })
        .where(eq(checkResolutions.id, row.id))
        .returning();
      if (!saved) throw notFound();
      return saved;
    };

    scope.get(
      '/ihm/checks/:id/resolutions',
      {
        onRequest,
        schema: {
          tags,
          summary: "The check's resolutions",
          params: ZIdParam,
          response: { 200: z.array(ZResolution), ...errors },
        },
      },
      async (request) => {
        const check = await checkAccess(deps, request, request.params.id, false);
        const rows = await deps.db
          .select()
          .from(checkResolutions)
          .where(eq(checkResolutions.checkId, check.id))
          .orderBy(asc(checkResolutions.createdAt));
        return rows.map((row) => answer(deps, row));
      },
    );

    scope.post(
      '/ihm/checks/:id/resolutions',
      {
        onRequest,
        schema: {
          tags,
          summary:
            'Resolve a check (multipart: removed true/false, removedAt, remarks, file dischargeReceipt)',
          consumes: ['multipart/form-data'],
          params: ZIdParam,
          response: { 201: ZResolution, ...errors },
        },
      },
      async (request, reply) => {
        const check = await checkAccess(deps, request, request.params.id, true);
        const form = await readForm(request);
        const [row] = await deps.db
          .insert(checkResolutions)
          .values({ projectId: check.projectId, checkId: check.id, createdByUserId: authOf(request).userId })
          .returning();
        if (!row) throw new Error('resolution not created');
        try {
          return reply.status(201).send(answer(deps, await save(row, form)));
        } catch (error) {
          await deps.db.delete(checkResolutions).where(eq(checkResolutions.id, row.id));
          throw error;
        }
      },
    );

    scope.patch(
      '/ihm/checks/:id/resolutions/:rid',
      {
        onRequest,
        schema: {
          tags,
          summary: 'Change a resolution (the same multipart form; a new receipt replaces the old)',
          consumes: ['multipart/form-data'],
          params: z.object({ id: z.string().uuid(), rid: z.string().uuid() }),
          response: { 200: ZResolution, ...errors },
        },
      },
      async (request) => {
        const check = await checkAccess(deps, request, request.params.id, true);
        const [row] = await deps.db
          .select()
          .from(checkResolutions)
          .where(and(eq(checkResolutions.id, request.params.rid), eq(checkResolutions.checkId, check.id)));
        if (!row) throw notFound();
        return answer(deps, await save(row, await readForm(request)));
      },
    );

    scope.get(
      '/ihm/check-resolutions/:id/receipt',
      {
        schema: {
          tags,
          summary: "A resolution's discharge receipt, through its signed link (no session)",
          params: ZIdParam,
          querystring: z.object({ expires: z.coerce.number().int(), signature: z.string().max(200) }),
          response: { ...errors },
        },
      },
      async (request, reply) => {
        checkSignedQuery({
          secret: deps.config.fileUrlSecret,
          label,
          subject: request.params.id,
          expires: request.query.expires,
          signature: request.query.signature,
          now: deps.now(),
        });
        const [row] = await deps.db
          .select()
          .from(checkResolutions)
          .where(eq(checkResolutions.id, request.params.id));
        if (!row?.receiptFilename) throw notFound();
        return sendStoredFile(deps.files, reply, receiptKey(row.id), {
          'content-type': row.receiptContentType ?? 'application/octet-stream',
          'content-disposition': `attachment; filename="${row.receiptFilename.replace(/["\\\r\n]/g, '_')}"`,
          'x-content-type-options': 'nosniff',
        });
      },
    );
  });
};

import {
  ZIdParam,
  ZReorder,
  ZVscpEntry,
  ZVscpEntryCreate,
  ZVscpEntryPatch,
  ZVscpListQuery,
} from '@keelson/contract';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps, RoutesPlugin } from '../../app-context.ts';
import { checks, deckplans, decks, vscpEntries } from '../../db/schema/index.ts';
import { badRequest, errorAnswers, notFound } from '../../errors.ts';
import { authOf, requireSession } from '../sessions/session-auth.ts';
import { vscpAnswer } from './survey.presenters.ts';
import { nextIndex, reorder } from './survey.service.ts';
import { surveyEditor, surveyReader } from './survey-access.ts';

const errors = errorAnswers(400, 401, 403, 404, 409);

type VscpBody = Partial<z.infer<typeof ZVscpEntryCreate>> & { enabled?: boolean };

const text = (value: string | undefined) => (value === undefined ? undefined : value || null);
const vscpColumns = (body: VscpBody) => ({
  checkType: body.check_type,
  name: body.name,
  enabled: body.enabled,
  suspectedHazmats: body.suspected_hazmats ? [...new Set(body.suspected_hazmats)] : undefined,
  locationDescription: text(body.location_description),
  deckId: body.deck_id,
  deckplanId: body.deckplan_id,
  documentAnalysisResults: body.document_analysis_results as Record<string, never> | undefined,
  compartment: text(body.compartment),
  position: text(body.position),
  subposition: text(body.subposition),
  location: text(body.location),
  equipment: text(body.equipment),
  component: text(body.component),
  material: text(body.material),
  color: text(body.color),
  remarks: text(body.remarks),
});

/** The deck and plan an entry names must be of its project (and the plan of the deck). */
async function assertPlace(deps: AppDeps, projectId: string, body: VscpBody) {
  if (body.deckplan_id) {
    const [plan] = await deps.db.select().from(deckplans).where(eq(deckplans.id, body.deckplan_id));
    if (plan?.projectId !== projectId || (body.deck_id && plan.deckId !== body.deck_id))
      throw badRequest('Invalid request', [
        { path: '/deckplan_id', message: 'Not a deck plan of this project' },
      ]);
  }
  if (body.deck_id) {
    const [deck] = await deps.db.select().from(decks).where(eq(decks.id, body.deck_id));
    if (deck?.projectId !== projectId)
      throw badRequest('Invalid request', [{ path: '/deck_id', message: 'Not a deck of this project' }]);
  }
}

/** Entries with the checks that carry them out: two queries. */
async function entriesWithChecks(deps: AppDeps, where: SQL) {
  const rows = await deps.db
    .select()
    .from(vscpEntries)
    .where(where)
    .orderBy(asc(vscpEntries.index), asc(vscpEntries.createdAt));
  const linked = rows.length
    ? await deps.db
        .select({
          id: checks.id,
          name: checks.name,
          contaminationLevel: checks.contaminationLevel,
          entry: checks.vscpEntryId,
        })
        .from(checks)
        .where(
          and(
            inArray(
              checks.vscpEntryId,
              rows.map((row) => row.id),
            ),
            eq(checks.enabled, true),
          ),
        )
        .orderBy(asc(checks.index))
    : [];
  return rows.map((row) =>
    vscpAnswer(
      row,
      linked.filter((check) => check.entry === row.id),
    ),
  );
}

/** The visual/sampling check plan (spec section 7: VSCP entries): list, filter, add, change, reorder. */
export const vscpRoutes: RoutesPlugin = (app, deps) => {
  const tags = ['survey'];
  const onRequest = requireSession(deps);

  app.get(
    '/ihm/projects/:id/vscp-entries',
    {
      onRequest,
      schema: {
        tags,
        summary: "The project's VSCP in order, optionally of one check type, each with its checks",
        params: ZIdParam,
        querystring: ZVscpListQuery,
        response: { 200: z.array(ZVscpEntry), ...errors },
      },
    },
    async (request) => {
      await surveyReader(deps, request, request.params.id);
      const type = request.query.check_type;
      return entriesWithChecks(
        deps,
        and(
          eq(vscpEntries.projectId, request.params.id),
          type ? eq(vscpEntries.checkType, type) : undefined,
        ) as SQL,
      );
    },
  );

  app.post(
    '/ihm/projects/:id/vscp-entries',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Add an entry to the VSCP',
        params: ZIdParam,
        body: ZVscpEntryCreate,
        response: { 201: ZVscpEntry, ...errors },
      },
    },
    async (request, reply) => {
      await surveyEditor(deps, request, request.params.id);
      await assertPlace(deps, request.params.id, request.body);
      const [row] = await deps.db
        .insert(vscpEntries)
        .values({
          ...vscpColumns(request.body),
          checkType: request.body.check_type,
          name: request.body.name,
          projectId: request.params.id,
          index: await nextIndex(deps.db, vscpEntries, request.params.id),
          createdByUserId: authOf(request).userId,
        })
        .returning();
      if (!row) throw new Error('entry not created');
      return reply.status(201).send(vscpAnswer(row, []));
    },
  );

  app.get(
    '/ihm/vscp-entries/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'A VSCP entry with its checks',
        params: ZIdParam,
        response: { 200: ZVscpEntry, ...errors },
      },
    },
    async (request) => {
      const [entry] = await deps.db.select().from(vscpEntries).where(eq(vscpEntries.id, request.params.id));
      if (!entry) throw notFound();
      await surveyReader(deps, request, entry.projectId);
      const [answer] = await entriesWithChecks(deps, eq(vscpEntries.id, entry.id));
      return answer as z.infer<typeof ZVscpEntry>;
    },
  );

  app.patch(
    '/ihm/vscp-entries/:id',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Change a VSCP entry, or disable it',
        params: ZIdParam,
        body: ZVscpEntryPatch,
        response: { 200: ZVscpEntry, ...errors },
      },
    },
    async (request) => {
      const [entry] = await deps.db.select().from(vscpEntries).where(eq(vscpEntries.id, request.params.id));
      if (!entry) throw notFound();
      await surveyEditor(deps, request, entry.projectId);
      await assertPlace(deps, entry.projectId, request.body);
      await deps.db.update(vscpEntries).set(vscpColumns(request.body)).where(eq(vscpEntries.id, entry.id));
      const [answer] = await entriesWithChecks(deps, eq(vscpEntries.id, entry.id));
      return answer as z.infer<typeof ZVscpEntry>;
    },
  );

  app.post(
    '/ihm/projects/:id/vscp-entries/reorder',
    {
      onRequest,
      schema: {
        tags,
        summary: 'Reorder entries: the named ones take their current places in the order given (others stay)',
        params: ZIdParam,
        body: ZReorder,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await surveyEditor(deps, request, request.params.id);
      await reorder(deps.db, vscpEntries, request.params.id, request.body.ids);
      return reply.status(204).send(null);
    },
  );
};

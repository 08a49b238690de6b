import { type Contamination, checkContaminationLevel, reorderedIds } from '@keelson/domain';
import { and, asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  type attachments,
  checks,
  deckplans,
  decks,
  type signatures,
  type spots,
  surveyResults,
  vscpEntries,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';

// The surveyor's writes: every one in a transaction, every refusal a 400 naming the field.

/** A project's list kept in the surveyor's order (`index`). */
export type OrderedTable = typeof checks | typeof vscpEntries | typeof signatures | typeof attachments;

const invalid = (path: string, message: string) => badRequest('Invalid request', [{ path, message }]);

/** The plan a spot goes on: effectively enabled, with a ready image, x/y inside it. */
export async function planForSpot(db: Database, planId: string, spot: { x: number; y: number }) {
  const [row] = await db
    .select({ plan: deckplans, deckEnabled: decks.enabled })
    .from(deckplans)
    .innerJoin(decks, eq(decks.id, deckplans.deckId))
    .where(eq(deckplans.id, planId));
  if (!row) throw notFound();
  const { plan } = row;
  if (!plan.enabled || !row.deckEnabled) throw invalid('/deckplan_id', 'This deck plan is disabled');
  if (plan.imageState !== 'ready' || !plan.imageWidth || !plan.imageHeight)
    throw invalid('/deckplan_id', 'This deck plan has no image yet');
  if (spot.x >= plan.imageWidth) throw invalid('/x', `Must be inside the plan (0 to ${plan.imageWidth - 1})`);
  if (spot.y >= plan.imageHeight)
    throw invalid('/y', `Must be inside the plan (0 to ${plan.imageHeight - 1})`);
  return plan;
}

/** The next index at the end of a project's list. */
export async function nextIndex(db: Database, table: OrderedTable, projectId: string) {
  const [last] = await db
    .select({ index: max(table.index) })
    .from(table)
    .where(eq(table.projectId, projectId));
  return (last?.index ?? -1) + 1;
}

/** A VSCP entry or referenced checks named by a check must be of the same project. */
export async function assertSameProject(
  db: Database,
  projectId: string,
  refs: { vscp_entry_id?: string | null; referenced_check_ids?: readonly string[] },
) {
  if (refs.vscp_entry_id) {
    const [entry] = await db
      .select({ id: vscpEntries.id })
      .from(vscpEntries)
      .where(and(eq(vscpEntries.id, refs.vscp_entry_id), eq(vscpEntries.projectId, projectId)));
    if (!entry) throw invalid('/vscp_entry_id', 'Not a VSCP entry of this project');
  }
  const referenced = [...new Set(refs.referenced_check_ids ?? [])];
  if (referenced.length) {
    const found = await db
      .select({ id: checks.id })
      .from(checks)
      .where(and(inArray(checks.id, referenced), eq(checks.projectId, projectId)));
    if (found.length !== referenced.length)
      throw invalid('/referenced_check_ids', 'Not checks of this project');
  }
}

type CheckFields = {
  type: 'sample' | 'visual';
  name: string;
  suspected_hazmats?: string[];
  equipment_classes?: string[];
  referenced_check_ids?: string[];
  approx_mass?: string;
  vscp_entry_id?: string | null;
  document_analysis_results?: Record<string, string>;
  equipment?: string;
  component?: string;
  material?: string;
  color?: string;
  remarks?: string;
};

/** Column values of the check fields that were sent. */
export function checkColumns(body: Partial<CheckFields> & { enabled?: boolean }) {
  return {
    ...(body.type !== undefined ? { type: body.type } : {}),
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.enabled !== undefined ? { enabled: body.enabled } : {}),
    ...(body.suspected_hazmats !== undefined
      ? { suspectedHazmats: [...new Set(body.suspected_hazmats)] }
      : {}),
    ...(body.equipment_classes !== undefined
      ? { equipmentClasses: [...new Set(body.equipment_classes)] }
      : {}),
    ...(body.referenced_check_ids !== undefined
      ? { referencedCheckIds: [...new Set(body.referenced_check_ids)] }
      : {}),
    ...(body.approx_mass !== undefined ? { approxMass: body.approx_mass || null } : {}),
    ...(body.vscp_entry_id !== undefined ? { vscpEntryId: body.vscp_entry_id } : {}),
    ...(body.document_analysis_results !== undefined
      ? { documentAnalysisResults: body.document_analysis_results as Record<string, never> }
      : {}),
    ...(body.equipment !== undefined ? { equipment: body.equipment || null } : {}),
    ...(body.component !== undefined ? { component: body.component || null } : {}),
    ...(body.material !== undefined ? { material: body.material || null } : {}),
    ...(body.color !== undefined ? { color: body.color || null } : {}),
    ...(body.remarks !== undefined ? { remarks: body.remarks || null } : {}),
  };
}

export async function createCheck(
  db: Database,
  props: { spot: typeof spots.$inferSelect; body: CheckFields; userId: string },
) {
  const { spot, body } = props;
  await assertSameProject(db, spot.projectId, body);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(checks)
      .values({
        projectId: spot.projectId,
        spotId: spot.id,
        deckId: spot.deckId,
        deckplanId: spot.deckplanId,
        index: await nextIndex(tx, checks, spot.projectId),
        createdByUserId: props.userId,
        ...checkColumns(body),
        type: body.type,
        name: body.name,
      })
      .returning();
    if (!row) throw new Error('check not created');
    return row;
  });
}

/** Keeps the check's contamination level (the worst of its enabled results) with its results. */
export async function refreshContaminationLevel(db: Database, checkId: string) {
  const results = await db
    .select({ contamination: surveyResults.contamination, enabled: surveyResults.enabled })
    .from(surveyResults)
    .where(eq(surveyResults.checkId, checkId));
  const level = checkContaminationLevel(
    results.map((result) => ({
      contamination: result.contamination as Contamination,
      enabled: result.enabled,
    })),
  );
  await db.update(checks).set({ contaminationLevel: level }).where(eq(checks.id, checkId));
}

/**
 * Reorders rows of a project's list: the named rows take the places they hold now, in the order
 * given (reorderedIds); ids of other projects are refused.
 */
export async function reorder(db: Database, table: OrderedTable, projectId: string, ids: string[]) {
  await db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: table.id })
      .from(table)
      .where(eq(table.projectId, projectId))
      .orderBy(asc(table.index), asc(table.createdAt))
      .for('update');
    const current = rows.map((row) => row.id);
    const known = new Set(current);
    if (ids.some((id) => !known.has(id))) throw invalid('/ids', 'Not all of these belong to this project');
    const order = reorderedIds(current, ids);
    // One statement for the whole list: the position in the array is the new index.
    const list = sql.join(
      order.map((id) => sql`${id}::uuid`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${table} set index = ordered.position - 1
      from unnest(array[${list}]) with ordinality as ordered(id, position)
      where ${table.id} = ordered.id`);
  });
}

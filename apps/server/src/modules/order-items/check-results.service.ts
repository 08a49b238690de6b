import type { TCheckResult, TCheckResultPatch } from '@keelson/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { checkResults, purchaseOrderItems as items } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { actOnItem } from './order-item-review.service.ts';

type CheckResultRow = typeof checkResults.$inferSelect;

export const checkResultAnswer = (row: CheckResultRow): TCheckResult => ({
  id: row.id,
  order_item_id: row.orderItemId,
  hazmat: row.hazmat,
  contamination: row.contamination,
  concentration: row.concentration,
  quantification_per_item_unit: row.quantificationPerItemUnit,
  quantification_unit: row.quantificationUnit,
  remarks: row.remarks,
  enabled: row.enabled,
  created_at: row.createdAt.toISOString(),
});

/** The item's check results, oldest first; the disabled ones only when asked for. */
export async function listCheckResults(db: Database, itemId: string, includeDisabled: boolean) {
  const rows = await db
    .select()
    .from(checkResults)
    .where(
      and(eq(checkResults.orderItemId, itemId), includeDisabled ? undefined : eq(checkResults.enabled, true)),
    )
    .orderBy(asc(checkResults.createdAt), asc(checkResults.id));
  return rows.map(checkResultAnswer);
}

/** The check result with the company of its (active) item; undefined when unknown. */
export async function findCheckResult(db: Database, id: string) {
  const [row] = await db
    .select({ check: checkResults, bucketId: items.bucketId })
    .from(checkResults)
    .innerJoin(items, eq(items.id, checkResults.orderItemId))
    .where(and(eq(checkResults.id, id), eq(items.isActive, true)));
  return row;
}

/**
 * Changes a check result of an item whose review is open (409 otherwise, like adding one) and
 * re-evaluates the item in the same transaction.
 */
export function changeCheckResult(
  deps: AppDeps,
  props: { itemId: string; checkResultId: string; patch: TCheckResultPatch },
) {
  const { patch } = props;
  const columns: Partial<typeof checkResults.$inferInsert> = {};
  if (patch.hazmat !== undefined) columns.hazmat = patch.hazmat;
  if (patch.contamination !== undefined) columns.contamination = patch.contamination;
  if (patch.concentration !== undefined) columns.concentration = patch.concentration;
  if (patch.quantification_per_item_unit !== undefined)
    columns.quantificationPerItemUnit = patch.quantification_per_item_unit;
  if (patch.quantification_unit !== undefined) columns.quantificationUnit = patch.quantification_unit;
  if (patch.remarks !== undefined) columns.remarks = patch.remarks;
  if (patch.enabled !== undefined) columns.enabled = patch.enabled;
  return actOnItem(deps, props.itemId, async (tx, item) => {
    if (item.isReviewClosed) throw conflict('The review is closed; reopen it first');
    await tx.update(checkResults).set(columns).where(eq(checkResults.id, props.checkResultId));
  });
}

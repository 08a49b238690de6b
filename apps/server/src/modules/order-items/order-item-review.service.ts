import type { ZCheckResultCreate } from '@keelson/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { categories, checkResults, purchaseOrderItems as items } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { recordExpertDecision } from '../rules/rule-decisions.service.ts';
import { reevaluateOrderItems } from './item-evaluation.service.ts';

type Tx = Database;

async function lockItem(tx: Tx, itemId: string) {
  const [item] = await tx.select().from(items).where(eq(items.id, itemId)).for('update');
  if (!item) throw notFound();
  return item;
}

/** Runs one expert action on an item and stores its new evaluation, in one transaction. */
export async function actOnItem(
  deps: AppDeps,
  itemId: string,
  change: (tx: Tx, item: typeof items.$inferSelect, now: Date) => Promise<void>,
) {
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const item = await lockItem(tx, itemId);
    await change(tx, item, now);
    await tx.update(items).set({ expertLastActivityAt: now, modifiedAt: now }).where(eq(items.id, itemId));
    await reevaluateOrderItems(tx, [itemId], now);
  });
}

export function categorize(deps: AppDeps, itemId: string, categoryId: string) {
  return actOnItem(deps, itemId, async (tx, item, now) => {
    const [category] = await tx
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, categoryId), eq(categories.bucketId, item.bucketId)));
    if (!category) throw badRequest('Unknown category', { category_id: categoryId });
    if (item.isReviewClosed) throw conflict('The review is closed; reopen it first');
    await tx
      .update(items)
      .set({ selectedArticleCategoryId: categoryId, selectedArticleCategoryAt: now })
      .where(eq(items.id, itemId));
    await recordExpertDecision(tx, {
      bucketId: item.bucketId,
      itemId,
      decision: { kind: 'category', categoryId },
      now,
    });
  });
}

export function selectEquipmentClass(
  deps: AppDeps,
  itemId: string,
  equipmentClass: 'i1' | 'i2' | 'i3' | null,
) {
  return actOnItem(deps, itemId, async (tx) => {
    await tx.update(items).set({ equipmentClass }).where(eq(items.id, itemId));
  });
}

/** Closes the review when the evaluation says it may be closed (spec: review closable); clears new data. */
export function closeReview(deps: AppDeps, itemId: string) {
  return actOnItem(deps, itemId, async (tx, item, now) => {
    if (item.isReviewClosed) throw conflict('The review is already closed');
    await reevaluateOrderItems(tx, [itemId], now);
    const [fresh] = await tx.select({ evaluation: items.evaluation }).from(items).where(eq(items.id, itemId));
    if (!(fresh?.evaluation as { is_review_closable?: boolean } | null)?.is_review_closable) {
      throw conflict('The review cannot be closed yet', { evaluation: 'not closable' });
    }
    await tx
      .update(items)
      .set({
        isReviewClosed: true,
        reviewClosedAt: now,
        hasNewDataToReview: false,
        newDataChanges: [],
        newDataAt: null,
      })
      .where(eq(items.id, itemId));
    await recordExpertDecision(tx, {
      bucketId: item.bucketId,
      itemId,
      decision: { kind: 'close_review', categoryId: item.selectedArticleCategoryId },
      now,
    });
  });
}

export function reopenReview(deps: AppDeps, itemId: string) {
  return actOnItem(deps, itemId, async (tx, item) => {
    if (!item.isReviewClosed) throw conflict('The review is not closed');
    await tx.update(items).set({ isReviewClosed: false, reviewClosedAt: null }).where(eq(items.id, itemId));
  });
}

/** Records a hazmat found in the MD as a check result of the item. */
export function addCheckResult(deps: AppDeps, itemId: string, body: z.infer<typeof ZCheckResultCreate>) {
  return actOnItem(deps, itemId, async (tx, item) => {
    if (item.isReviewClosed) throw conflict('The review is closed; reopen it first');
    await tx.insert(checkResults).values({
      orderItemId: itemId,
      hazmat: body.hazmat,
      contamination: body.contamination,
      concentration: body.concentration ?? null,
      quantificationPerItemUnit: body.quantification_per_item_unit ?? null,
      quantificationUnit: body.quantification_unit ?? null,
      remarks: body.remarks ?? null,
    });
  });
}

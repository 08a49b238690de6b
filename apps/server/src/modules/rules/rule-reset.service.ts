import { isApplicationUndoable } from '@keelson/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { purchaseOrderItems as items, ruleApplications, rules } from '../../db/schema/index.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';

/**
 * Resets a rule: its changes are undone where no expert touched the item since (the category it
 * replaced comes back, a review it closed opens again), its open suggestions are withdrawn, and it
 * starts training again without confirmation or score. With `inBucket` (an expert bucket's rule
 * reset for one customer), only that company's changes and suggestions go. Answers how many
 * changes were undone and how many stay because an expert has worked on the item since.
 */
export async function resetRule(tx: Database, ruleId: string, now: Date, inBucket?: string) {
  const scope = inBucket ? eq(ruleApplications.bucketId, inBucket) : undefined;
  const applied = await tx
    .select({
      id: ruleApplications.id,
      itemId: ruleApplications.itemId,
      appliedAt: ruleApplications.createdAt,
      categoryId: ruleApplications.categoryId,
      previousCategoryId: ruleApplications.previousCategoryId,
      closedReview: ruleApplications.closedReview,
      expertChangedAt: items.expertLastActivityAt,
    })
    .from(ruleApplications)
    .innerJoin(items, eq(items.id, ruleApplications.itemId))
    .where(
      and(
        eq(ruleApplications.ruleId, ruleId),
        eq(ruleApplications.isSuggestion, false),
        isNull(ruleApplications.undoneAt),
        scope,
      ),
    )
    .for('update', { of: items });
  const undone = applied.filter((row) => isApplicationUndoable(row.appliedAt, row));
  // One statement per kind of undo (the category to restore, whether to reopen), not per item.
  const kinds = new Map<string, { row: (typeof undone)[number]; itemIds: string[] }>();
  for (const row of undone) {
    const key = `${row.categoryId ? (row.previousCategoryId ?? 'none') : 'keep'}|${row.closedReview}`;
    const kind = kinds.get(key) ?? { row, itemIds: [] };
    kind.itemIds.push(row.itemId);
    kinds.set(key, kind);
  }
  for (const { row, itemIds } of kinds.values())
    await tx
      .update(items)
      .set({
        ...(row.categoryId
          ? {
              selectedArticleCategoryId: row.previousCategoryId,
              selectedArticleCategoryAt: row.previousCategoryId ? now : null,
            }
          : {}),
        ...(row.closedReview ? { isReviewClosed: false, reviewClosedAt: null } : {}),
        modifiedAt: now,
      })
      .where(inArray(items.id, itemIds));
  if (undone.length)
    await tx
      .update(ruleApplications)
      .set({ undoneAt: now })
      .where(
        inArray(
          ruleApplications.id,
          undone.map((row) => row.id),
        ),
      );
  await tx
    .update(ruleApplications)
    .set({ undoneAt: now })
    .where(
      and(
        eq(ruleApplications.ruleId, ruleId),
        eq(ruleApplications.isSuggestion, true),
        isNull(ruleApplications.decidedAt),
        isNull(ruleApplications.undoneAt),
        scope,
      ),
    );
  // For one customer bucket only its changes go; the rule keeps its confirmation and score.
  if (!inBucket)
    await tx
      .update(rules)
      .set({
        isUserConfirmed: false,
        confirmedAt: null,
        confirmedByUserId: null,
        decisions: 0,
        agreements: 0,
        updatedAt: now,
      })
      .where(eq(rules.id, ruleId));
  if (undone.length) await reevaluateOrderItems(tx, [...new Set(undone.map((row) => row.itemId))], now);
  return { undone: undone.length, kept: applied.length - undone.length };
}

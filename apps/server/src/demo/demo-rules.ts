import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { categories, purchaseOrderItems as items, rules } from '../db/schema/index.ts';
import { applyRulesToItems } from '../modules/rules/rule-apply.service.ts';
import { refreshRuleStates } from '../modules/rules/rule-state.service.ts';

/**
 * The demo company's rules: an active one the rules manager confirmed (it closes the reviews of new
 * provisions), and one still training whose suggestions wait on the open stationery items. Only
 * suggestions are made on the existing items, so the demo's lists stay as the other parts made them.
 */
export async function ensureDemoRules(db: Database, props: { expertId: string; now: Date }) {
  const found = await db
    .select({ id: categories.id, bucketId: categories.bucketId, name: categories.name })
    .from(categories)
    .where(eq(categories.name, 'Stationery'));
  for (const stationery of found) {
    const bucketId = stationery.bucketId;
    const [existing] = await db
      .select({ id: rules.id })
      .from(rules)
      .where(eq(rules.bucketId, bucketId))
      .limit(1);
    if (existing) continue;
    const [provisions] = await db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.bucketId, bucketId), eq(categories.name, 'Provisions')));
    await db.transaction(async (tx) => {
      if (provisions)
        await tx.insert(rules).values({
          bucketId,
          label: 'Provisions need no review',
          filter: { category_ids: [provisions.id] },
          action: 'ihm_order_item.close_review',
          isUserConfirmed: true,
          confirmedAt: props.now,
          confirmedByUserId: props.expertId,
          createdByUserId: props.expertId,
          decisions: 24,
          agreements: 24,
        });
      const [training] = await tx
        .insert(rules)
        .values({
          bucketId,
          label: 'Pens are stationery',
          filter: { search: 'pen' },
          action: 'ihm_order_item.select_category',
          categoryId: stationery.id,
          createdByUserId: props.expertId,
          decisions: 6,
          agreements: 5,
        })
        .returning();
      await refreshRuleStates(tx, bucketId, props.now);
      if (!training) return;
      const open = await tx
        .select({ id: items.id })
        .from(items)
        .where(
          and(
            eq(items.bucketId, bucketId),
            eq(items.isReviewClosed, false),
            isNull(items.expertLastActivityAt),
          ),
        );
      await applyRulesToItems(tx, {
        bucketId,
        itemIds: open.map((row) => row.id),
        now: props.now,
        only: [training],
      });
    });
  }
}

import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { documents, itemInstallations, itemRemovals, itemStorages } from '../../db/schema/index.ts';
import { AppError } from '../../errors.ts';
import { actOnInventory, invalid, log, planForPin } from './inventory.tx.ts';

/**
 * Corrects a removal or attaches its discharge receipt (a company document of type
 * discharge_receipt): with it the removal is documented, and a discharge entry is logged.
 */
export async function patchRemoval(
  deps: AppDeps,
  props: {
    removalId: string;
    userId: string;
    patch: { discharge_receipt_id?: string | null; removed_at?: string; remarks?: string };
  },
) {
  const [removal] = await deps.db.select().from(itemRemovals).where(eq(itemRemovals.id, props.removalId));
  if (!removal) throw new AppError(404, 'not_found', 'Not found');
  await actOnInventory(deps, removal.orderItemId, async (tx, item, now) => {
    const receiptId = props.patch.discharge_receipt_id;
    if (receiptId) {
      const [receipt] = await tx
        .select({ type: documents.type })
        .from(documents)
        .where(and(eq(documents.id, receiptId), eq(documents.bucketId, item.bucketId)));
      if (receipt?.type !== 'discharge_receipt')
        throw invalid('/discharge_receipt_id', 'Not a discharge receipt of this company');
    }
    await tx
      .update(itemRemovals)
      .set({
        ...(receiptId !== undefined
          ? { dischargeReceiptId: receiptId, isDocumented: receiptId !== null }
          : {}),
        ...(props.patch.removed_at ? { removedAt: new Date(props.patch.removed_at) } : {}),
        ...(props.patch.remarks !== undefined ? { remarks: props.patch.remarks || null } : {}),
        modifiedAt: now,
      })
      .where(eq(itemRemovals.id, removal.id));
    if (receiptId)
      await log(tx, {
        orderItemId: item.id,
        type: 'discharge',
        doneAt: now,
        quantity: removal.quantity,
        removalId: removal.id,
        userId: props.userId,
      });
  });
  return removal.orderItemId;
}

/**
 * Moves a pin (to another spot, or another plan of the ship) or edits its location or remark: the
 * units stay the same; a move is logged with where the pin went.
 */
export async function patchPlacement(
  deps: AppDeps,
  props: {
    kind: 'storage' | 'installation';
    id: string;
    userId: string;
    patch: { deckplan_id?: string; x?: number; y?: number; location?: string; remarks?: string };
  },
) {
  const table = props.kind === 'storage' ? itemStorages : itemInstallations;
  const [placement] = await deps.db.select().from(table).where(eq(table.id, props.id));
  if (!placement) throw new AppError(404, 'not_found', 'Not found');
  const { patch } = props;
  await actOnInventory(deps, placement.orderItemId, async (tx, item, now) => {
    const moving = patch.x !== undefined && patch.y !== undefined;
    const plan = moving
      ? await planForPin(tx, item, {
          deckplan_id: patch.deckplan_id ?? placement.deckplanId,
          x: patch.x as number,
          y: patch.y as number,
        })
      : null;
    await tx
      .update(table)
      .set({
        ...(plan ? { deckplanId: plan.id, x: patch.x as number, y: patch.y as number } : {}),
        ...(patch.location !== undefined ? { location: patch.location || null } : {}),
        ...(patch.remarks !== undefined ? { remarks: patch.remarks || null } : {}),
        modifiedAt: now,
      })
      .where(eq(table.id, placement.id));
    if (plan)
      await log(tx, {
        orderItemId: item.id,
        type: 'move',
        doneAt: now,
        quantity: placement.quantity,
        ...(props.kind === 'storage' ? { storageId: placement.id } : { installationId: placement.id }),
        deckplanId: plan.id,
        x: patch.x,
        y: patch.y,
        userId: props.userId,
      });
  });
  return placement.orderItemId;
}

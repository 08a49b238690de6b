import { and, eq, inArray, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { documentRequests, purchaseOrderItems as items, suppliers } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../errors.ts';
import { mailsQueued } from '../../mail/mail-job.ts';
import { reevaluateOrderItems } from '../order-items/item-evaluation.service.ts';
import { mailSuppliers } from './request-history.ts';

// Any fixed number shared by every process of the installation.
const REMINDER_LOCK = 4_711_001;
const AWAITING_SUPPLIER = ['expert_requested_document', 'expert_requested_verification'];

function supplierAnswer(supplier: typeof suppliers.$inferSelect, openRequests: number) {
  return {
    supplier_id: supplier.id,
    open_requests: openRequests,
    last_email_sent_at: supplier.lastEmailSentAt?.toISOString() ?? null,
    manual_reminders_reset_at: supplier.manualRemindersResetAt?.toISOString() ?? null,
  };
}

const openOf = (bucketId: string, supplierId: string) =>
  and(
    eq(documentRequests.bucketId, bucketId),
    eq(documentRequests.supplierId, supplierId),
    eq(documentRequests.isClosed, false),
  );

/** Mails the supplier's contacts a reminder of all its open requests of the company; 409 when none. */
export async function sendSupplierReminder(deps: AppDeps, props: { bucketId: string; supplierId: string }) {
  const now = deps.now();
  const { answer, mails } = await deps.db.transaction(async (tx) => {
    const open = await tx
      .select({ id: documentRequests.id })
      .from(documentRequests)
      .where(openOf(props.bucketId, props.supplierId));
    if (open.length === 0) throw conflict('The supplier has no open requests');
    const [supplier] = await tx
      .update(suppliers)
      .set({ lastEmailSentAt: now })
      .where(eq(suppliers.id, props.supplierId))
      .returning();
    if (!supplier) throw notFound();
    const mails = await mailSuppliers(deps, tx, { requestIds: open.map((r) => r.id), kind: 'reminder', now });
    return { answer: supplierAnswer(supplier, open.length), mails };
  });
  if (mails.length > 0) mailsQueued(deps);
  return answer;
}

/** Starts the manual reminder count afresh (manualRemindersResetAt = now). */
export async function resetManualReminders(deps: AppDeps, props: { bucketId: string; supplierId: string }) {
  const now = deps.now();
  const [supplier] = await deps.db
    .update(suppliers)
    .set({ manualRemindersResetAt: now })
    .where(and(eq(suppliers.id, props.supplierId), eq(suppliers.bucketId, props.bucketId)))
    .returning();
  if (!supplier) throw notFound();
  const open = await deps.db
    .select({ id: documentRequests.id })
    .from(documentRequests)
    .where(openOf(props.bucketId, props.supplierId));
  return supplierAnswer(supplier, open.length);
}

/**
 * Scheduled reminders: open requests still awaiting the supplier whose item evaluation says the
 * first (second) reminder is due and that were not reminded yet. A request due for both gets only
 * the second. One mail per supplier contact and level, sent after the commit; run it from a timer
 * or a cron job.
 */
export async function sendDueReminders(deps: AppDeps, now: Date) {
  const { answer, mails } = await deps.db.transaction(async (tx) => {
    // Several API processes may run the schedule: the one holding the lock sends, the others skip.
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(${REMINDER_LOCK}) as locked`,
    )) as unknown as { rows: { locked: boolean }[] };
    if (!lock.rows[0]?.locked) {
      return { answer: { reminded1: 0, reminded2: 0, mails: 0, skipped: true }, mails: [] };
    }
    const base = and(
      eq(documentRequests.isClosed, false),
      isNotNull(documentRequests.supplierId),
      inArray(documentRequests.status, AWAITING_SUPPLIER),
      eq(items.isReviewClosed, false),
    );
    const due2 = await tx
      .select({ id: documentRequests.id, itemId: items.id })
      .from(documentRequests)
      .innerJoin(items, eq(items.id, documentRequests.orderItemId))
      .where(and(base, lte(items.supplierReminder2At, now), isNull(documentRequests.supplierReminded2At)));
    const ids2 = new Set(due2.map((r) => r.id));
    const due1 = (
      await tx
        .select({ id: documentRequests.id, itemId: items.id })
        .from(documentRequests)
        .innerJoin(items, eq(items.id, documentRequests.orderItemId))
        .where(and(base, lte(items.supplierReminder1At, now), isNull(documentRequests.supplierReminded1At)))
    ).filter((r) => !ids2.has(r.id));
    if (due1.length) {
      await tx
        .update(documentRequests)
        .set({ supplierReminded1At: now })
        .where(
          inArray(
            documentRequests.id,
            due1.map((r) => r.id),
          ),
        );
    }
    if (due2.length) {
      await tx
        .update(documentRequests)
        .set({ supplierReminded2At: now })
        .where(inArray(documentRequests.id, [...ids2]));
      await tx
        .update(documentRequests)
        .set({ supplierReminded1At: now })
        .where(and(inArray(documentRequests.id, [...ids2]), isNull(documentRequests.supplierReminded1At)));
    }
    await reevaluateOrderItems(
      tx,
      [...due1, ...due2].map((r) => r.itemId),
      now,
    );
    const mails1 = await mailSuppliers(deps, tx, {
      requestIds: due1.map((r) => r.id),
      kind: 'reminder1',
      now,
    });
    const mails2 = await mailSuppliers(deps, tx, { requestIds: [...ids2], kind: 'reminder2', now });
    const mails = [...mails1, ...mails2];
    return {
      answer: { reminded1: due1.length, reminded2: due2.length, mails: mails.length, skipped: false },
      mails,
    };
  });
  if (mails.length > 0) mailsQueued(deps);
  return answer;
}

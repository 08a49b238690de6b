import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { supplierPortalLinks, suppliers } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { requireBucketAccess } from '../access/bucket-access.ts';
import { supplierAnswer } from './catalog.presenters.ts';

type Props = {
  userId: string;
  supplierId: string;
  /** Validated by ZSupplierPatch: trimmed name, lower-case addresses, at least one field. */
  patch: { name?: string; contact_emails?: string[] };
};

/**
 * PATCH /ihm/maint/suppliers/{id}: the company's managers change a supplier's name or contact
 * addresses. Only the fields sent change. An address taken off the contacts loses its portal link
 * in the same transaction: the supplier's former contact must not keep reading the company's
 * requests. A supplier of a company the caller does not see, or of an archived one, is 404.
 */
export async function patchSupplier(deps: AppDeps, props: Props) {
  const [supplier] = await deps.db
    .select()
    .from(suppliers)
    .where(eq(suppliers.id, props.supplierId))
    .limit(1);
  if (!supplier) throw notFound();
  const now = deps.now();
  await requireBucketAccess(deps.db, {
    bucketId: supplier.bucketId,
    userId: props.userId,
    now,
    capability: 'ihm.maint.is_manager',
    write: true,
  });
  const set: Partial<typeof suppliers.$inferInsert> = {};
  if (props.patch.name !== undefined && props.patch.name !== supplier.name) set.name = props.patch.name;
  const emails = props.patch.contact_emails && [...new Set(props.patch.contact_emails)];
  if (emails && emails.join('\n') !== supplier.contactEmails.join('\n')) set.contactEmails = emails;
  if (Object.keys(set).length === 0) return supplierAnswer(supplier);
  const updated = await deps.db.transaction(async (tx) => {
    const [row] = await tx.update(suppliers).set(set).where(eq(suppliers.id, supplier.id)).returning();
    if (set.contactEmails) {
      await tx
        .update(supplierPortalLinks)
        .set({ revokedAt: now })
        .where(
          and(
            eq(supplierPortalLinks.supplierId, supplier.id),
            isNull(supplierPortalLinks.revokedAt),
            set.contactEmails.length > 0
              ? notInArray(supplierPortalLinks.email, set.contactEmails)
              : undefined,
          ),
        );
    }
    return row;
  });
  if (!updated) throw notFound();
  return supplierAnswer(updated);
}

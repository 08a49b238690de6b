import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { buckets, supplierPortalLinks, suppliers } from '../../db/schema/index.ts';
import { hashToken, sameSecret } from '../../security/tokens.ts';
import { invalidLink, portalToken } from './signed-links.ts';

/**
 * The live link of a supplier's contact for one company, created on first use. The token is derived
 * from the link id and the server secret; when the secret changed (no FILE_URL_SECRET set and the
 * process restarted) the old link is revoked and a new one issued.
 */
export async function livePortalUrl(
  deps: AppDeps,
  tx: Database,
  props: { supplierId: string; bucketId: string; email: string; now: Date },
): Promise<string> {
  const secret = deps.config.fileUrlSecret;
  const [live] = await tx
    .select()
    .from(supplierPortalLinks)
    .where(
      and(
        eq(supplierPortalLinks.supplierId, props.supplierId),
        eq(supplierPortalLinks.bucketId, props.bucketId),
        eq(supplierPortalLinks.email, props.email),
        isNull(supplierPortalLinks.revokedAt),
      ),
    )
    .limit(1);
  if (live) {
    const token = portalToken(secret, live.id);
    if (sameSecret(token, live.tokenHash)) return `${deps.config.publicUrl}/#/supplier/${token}`;
    await tx
      .update(supplierPortalLinks)
      .set({ revokedAt: props.now })
      .where(eq(supplierPortalLinks.id, live.id));
  }
  const id = randomUUID();
  const token = portalToken(secret, id);
  await tx.insert(supplierPortalLinks).values({
    id,
    supplierId: props.supplierId,
    bucketId: props.bucketId,
    email: props.email,
    tokenHash: hashToken(token),
    createdAt: props.now,
  });
  return `${deps.config.publicUrl}/#/supplier/${token}`;
}

export type PortalContext = {
  linkId: string;
  supplierId: string;
  supplierName: string;
  bucketId: string;
  companyName: string;
};

/** The supplier and company a token opens; 401 `invalid_link` when unknown or revoked. */
export async function resolvePortalToken(db: Database, token: string): Promise<PortalContext> {
  if (token.length < 20 || token.length > 128) throw invalidLink();
  const [row] = await db
    .select({
      link: supplierPortalLinks,
      supplierName: suppliers.name,
      supplierBucketId: suppliers.bucketId,
      companyName: buckets.name,
      archived: buckets.archived,
    })
    .from(supplierPortalLinks)
    .innerJoin(suppliers, eq(suppliers.id, supplierPortalLinks.supplierId))
    .innerJoin(buckets, eq(buckets.id, supplierPortalLinks.bucketId))
    .where(eq(supplierPortalLinks.tokenHash, hashToken(token)))
    .limit(1);
  if (!row || row.link.revokedAt || row.archived || row.supplierBucketId !== row.link.bucketId)
    throw invalidLink();
  return {
    linkId: row.link.id,
    supplierId: row.link.supplierId,
    supplierName: row.supplierName,
    bucketId: row.link.bucketId,
    companyName: row.companyName,
  };
}

/** Revokes every live link of the supplier for the company; answers how many. */
export async function revokePortalLinks(
  db: Database,
  props: { supplierId: string; bucketId: string; now: Date },
) {
  const revoked = await db
    .update(supplierPortalLinks)
    .set({ revokedAt: props.now })
    .where(
      and(
        eq(supplierPortalLinks.supplierId, props.supplierId),
        eq(supplierPortalLinks.bucketId, props.bucketId),
        isNull(supplierPortalLinks.revokedAt),
      ),
    )
    .returning({ id: supplierPortalLinks.id });
  return revoked.length;
}

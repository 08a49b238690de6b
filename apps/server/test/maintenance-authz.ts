import {
  categories,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  vessels,
} from '../src/db/schema/index.ts';
import { type AuthzWorld, statuses } from './authz-world.ts';
import type { TestApp } from './harness.ts';
import { NOT_VISIBLE } from './project-authz.ts';

/**
 * The experts of the world's company act on its maintenance data: the accepted non-guest members
 * of the expert owner team (each has the expert capability). Guests, read-only and crew grantees
 * see it and get 403; the others 404.
 */
export const forExperts = (status: number) =>
  statuses(403, {
    owner_legal: status,
    owner_manager: status,
    owner_coordinator: status,
    owner_regular: status,
    ...NOT_VISIBLE,
  });

/** Crew (READWRITE crew grant) and the company's experts act on what is on board; readers 403. */
export const forCrewAndExperts = (status: number) =>
  statuses(403, {
    owner_legal: status,
    owner_manager: status,
    owner_coordinator: status,
    owner_regular: status,
    grantee_readwrite_crew: status,
    ...NOT_VISIBLE,
  });

/**
 * One item in the world's maintenance bucket: a supplier with a contact, a category of the given
 * relevancy selected on it, a vessel and an order.
 */
export async function prepareMaintenanceItem(
  t: TestApp,
  w: AuthzWorld,
  relevancy: 'relevant' | 'not_relevant' = 'not_relevant',
) {
  const [supplier] = await t.db
    .insert(suppliers)
    .values({ bucketId: w.bucket.id, name: 'Hanse Marine', contactEmails: ['orders@hanse.example'] })
    .returning();
  const [category] = await t.db
    .insert(categories)
    .values({ bucketId: w.bucket.id, name: `Category ${relevancy}`, relevancy })
    .returning();
  const [vessel] = await t.db
    .insert(vessels)
    .values({ bucketId: w.bucket.id, name: 'MV Matrix' })
    .returning();
  const [order] = await t.db
    .insert(purchaseOrders)
    .values({
      bucketId: w.bucket.id,
      vesselId: vessel?.id as string,
      status: 'ordered',
      orderedAt: new Date(),
    })
    .returning();
  const [item] = await t.db
    .insert(purchaseOrderItems)
    .values({
      bucketId: w.bucket.id,
      orderId: order?.id as string,
      supplierId: supplier?.id,
      articleDescription: 'Gasket',
      selectedArticleCategoryId: category?.id,
      selectedArticleCategoryAt: new Date(),
    })
    .returning();
  return {
    supplierId: supplier?.id as string,
    categoryId: category?.id as string,
    vesselId: vessel?.id as string,
    orderId: order?.id as string,
    itemId: item?.id as string,
  };
}

/**
 * Rules managers of the world's company (legal, manager and coordinator members of the expert
 * owner team) get `status`; others who see the company 403.
 */
export const forRulesManagers = (status: number) =>
  statuses(403, { owner_legal: status, owner_manager: status, owner_coordinator: status, ...NOT_VISIBLE });

/**
 * Managers of the world's company (legal and manager members of the owner team) get `status`;
 * others who see the company 403.
 */
export const forManagers = (status: number) =>
  statuses(403, { owner_legal: status, owner_manager: status, ...NOT_VISIBLE });

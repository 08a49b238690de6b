// A fleet's maintenance data as plain rows, from a seed and sizes: the demo installs a small one,
// the benchmark a template it replicates to a million items. Pure functions (no database, no
// clock): the same seed, sizes and `now` give the same rows, ids included.
import { type HazmatCode, ORDER_STATUSES, type OrderStatus } from '@keelson/domain';
import type {
  articles,
  categories,
  checkResults,
  purchaseOrderItems,
  purchaseOrders,
  suppliers,
  vessels,
} from '../db/schema/index.ts';

import {
  FLEET_ARTICLES,
  FLEET_CATEGORIES,
  FLEET_SUPPLIERS,
  SUPPLIERS_BY_CATEGORY,
  VESSEL_NAMES,
} from './fleet-catalog.data.ts';

export { FLEET_ARTICLES, FLEET_CATEGORIES, FLEET_SUPPLIERS };

/** mulberry32: a small seeded PRNG in [0, 1). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const hex = (digits: number) =>
    Array.from({ length: digits }, () => Math.floor(next() * 16).toString(16)).join('');
  return {
    next,
    int,
    chance: (p: number) => next() < p,
    pick: <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)] as T,
    /** A version-4 shaped UUID drawn from the sequence. */
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}
export type SeededRandom = ReturnType<typeof seededRandom>;

export type FleetCatalog = {
  categories: (typeof categories.$inferInsert & { id: string; key: string })[];
  articles: (typeof articles.$inferInsert & { id: string; categoryKey: string; unit: string })[];
  suppliers: (typeof suppliers.$inferInsert & { id: string })[];
  vessels: (typeof vessels.$inferInsert & { id: string })[];
};

/**
 * The catalog of a company: its categories, articles, suppliers and `vessels` ships (the first
 * ones tied to `projectIds` in order). The extra keys (`key`, `categoryKey`, `unit`) are for the
 * order generator; strip them before inserting.
 */
export function fleetCatalog(props: {
  seed: number;
  bucketId: string;
  vessels: number;
  projectIds?: readonly string[];
}): FleetCatalog {
  const random = seededRandom(props.seed);
  const categoryRows = FLEET_CATEGORIES.map((category) => ({
    id: random.uuid(),
    key: category.key,
    bucketId: props.bucketId,
    name: category.name,
    description: category.description,
    relevancy: category.relevancy,
  }));
  const categoryId = new Map(categoryRows.map((row) => [row.key, row.id]));
  return {
    categories: categoryRows,
    articles: FLEET_ARTICLES.map(([impa, name, category, unit]) => ({
      id: random.uuid(),
      bucketId: props.bucketId,
      impaNumber: impa,
      name,
      categoryId: categoryId.get(category) ?? null,
      categoryKey: category,
      unit,
    })),
    suppliers: FLEET_SUPPLIERS.map((supplier, index) => ({
      id: random.uuid(),
      bucketId: props.bucketId,
      extid: `SUP-${String(index + 1).padStart(4, '0')}`,
      name: supplier.name,
      contactEmails: [...supplier.emails],
    })),
    vessels: Array.from({ length: props.vessels }, (_, index) => ({
      id: random.uuid(),
      bucketId: props.bucketId,
      projectId: props.projectIds?.[index] ?? null,
      name: VESSEL_NAMES[index] ?? `MV Fleet Carrier ${String(index + 1).padStart(3, '0')}`,
      imo: String(9_300_001 + index),
      extid: `V${String(index + 1).padStart(3, '0')}`,
    })),
  };
}

export type FleetOrders = {
  orders: (typeof purchaseOrders.$inferInsert & { id: string })[];
  items: (typeof purchaseOrderItems.$inferInsert & { id: string })[];
  checks: (typeof checkResults.$inferInsert)[];
};

const DAY = 86_400_000;
const IN_TRANSIT: readonly OrderStatus[] = [
  'confirmed',
  'forwarder_notified',
  'agent_notified',
  'ready_at_supplier',
  'dispatched',
  'sent_to_forwarder',
  'received_forwarder',
  'sent_to_agent',
  'received_agent',
];
const AT_VESSEL: readonly OrderStatus[] = [
  'sent_to_vessel',
  'received_goods',
  'partially_received',
  'fully_received',
  'fully_received',
  'fully_received',
];
if (![...IN_TRANSIT, ...AT_VESSEL].every((status) => ORDER_STATUSES.includes(status))) {
  throw new Error('fleet generator: unknown order status');
}

/** An order's status from its age: young orders are on their way, old ones mostly received. */
function statusFor(random: SeededRandom, ageDays: number): OrderStatus {
  if (random.chance(0.03)) return 'cancelled';
  if (ageDays < 10) return random.pick(['draft', 'prepared', 'ordered', 'ordered', 'confirmed'] as const);
  if (ageDays < 40) return random.chance(0.6) ? random.pick(IN_TRANSIT) : random.pick(AT_VESSEL);
  if (ageDays < 90) return random.chance(0.2) ? random.pick(IN_TRANSIT) : random.pick(AT_VESSEL);
  return random.chance(0.05) ? 'transferred_to_warehouse' : random.pick(AT_VESSEL);
}

/** A few realistic findings: asbestos in gaskets (table A), lead in paints, PCB in cables… */
const FINDINGS: Record<
  string,
  readonly [hazmat: HazmatCode, contamination: 'yes' | 'no' | 'maybe' | 'bt' | null][]
> = {
  gaskets: [
    ['asb', 'yes'],
    ['asb', 'no'],
    ['asb', 'maybe'],
  ],
  paints: [
    ['lead', 'yes'],
    ['lead', 'bt'],
    ['chromium', 'yes'],
    ['otin', 'maybe'],
  ],
  insulation: [
    ['asb', 'maybe'],
    ['asb', null],
  ],
  cables: [
    ['pcb', 'maybe'],
    ['scp', 'bt'],
  ],
  lighting: [['mercury', 'yes']],
  batteries: [
    ['lead', 'yes'],
    ['cadmium', 'yes'],
  ],
  refrigerants: [['ods', 'yes']],
};

/**
 * `orders` purchase orders spread over the year before `now`, each with 1 to `maxItems` items
 * from the catalog: statuses by age, receipts at the vessel, some categorised items, some closed
 * reviews and a few check results. Items are not evaluated: run the engine on them afterwards.
 */
export function fleetOrders(
  catalog: FleetCatalog,
  props: { seed: number; bucketId: string; now: Date; orders: number; maxItems: number },
): FleetOrders {
  const random = seededRandom(props.seed);
  const relevancy = new Map(catalog.categories.map((category) => [category.key, category.relevancy]));
  const articlesByCategory = new Map<string, FleetCatalog['articles']>();
  for (const article of catalog.articles) {
    articlesByCategory.set(article.categoryKey, [
      ...(articlesByCategory.get(article.categoryKey) ?? []),
      article,
    ]);
  }
  const categoryKeys = [...articlesByCategory.keys()];
  const out: FleetOrders = { orders: [], items: [], checks: [] };
  const start = props.now.getTime() - 365 * DAY;
  const orderedTimes = Array.from(
    { length: props.orders },
    () => start + Math.floor(random.next() * 362 * DAY),
  ).sort((a, b) => a - b);
  orderedTimes.forEach((orderedTime, orderIndex) => {
    const ageDays = (props.now.getTime() - orderedTime) / DAY;
    const status = statusFor(random, ageDays);
    const orderedAt = new Date(orderedTime);
    const year = orderedAt.getUTCFullYear();
    const orderId = random.uuid();
    const vessel = random.pick(catalog.vessels);
    const atVessel = AT_VESSEL.includes(status);
    // An order mostly buys from one trade: one or two categories.
    const trades = [random.pick(categoryKeys), random.pick(categoryKeys)];
    const supplierIndex = random.pick(SUPPLIERS_BY_CATEGORY[trades[0] as string] ?? [0]);
    const supplier = catalog.suppliers[supplierIndex] ?? catalog.suppliers[0];
    const sentToVesselAt = atVessel ? new Date(orderedTime + random.int(5, 25) * DAY) : null;
    out.orders.push({
      id: orderId,
      bucketId: props.bucketId,
      vesselId: vessel.id,
      extid: `ERP-${year}-${String(orderIndex + 1).padStart(6, '0')}`,
      requisitionNumber: `RQ-${year}-${String(orderIndex * 3 + 101).padStart(5, '0')}`,
      orderNumber: `PO-${year}-${String(orderIndex + 1).padStart(5, '0')}`,
      status,
      orderedAt,
      confirmedAt: status === 'draft' || status === 'prepared' ? null : new Date(orderedTime + DAY),
      sentToVesselAt:
        sentToVesselAt && sentToVesselAt.getTime() < props.now.getTime() ? sentToVesselAt : null,
      cancelledAt: status === 'cancelled' ? new Date(orderedTime + 2 * DAY) : null,
      supplierRef: `SR${random.int(10_000, 99_999)}`,
      imported: true,
      createdAt: orderedAt,
      modifiedAt: orderedAt,
    });
    const count = Math.min(
      props.maxItems,
      random.chance(0.3) ? random.int(8, props.maxItems) : random.int(1, 12),
    );
    for (let index = 0; index < count; index++) {
      const article = random.pick(articlesByCategory.get(random.pick(trades) as string) ?? catalog.articles);
      const itemId = random.uuid();
      const createdAt = new Date(orderedTime + index * 1000);
      const categoryRelevancy = relevancy.get(article.categoryKey);
      const quantity = article.unit === 'm' ? random.int(5, 40) * 10 : random.int(1, 24);
      // The expert works through older items first.
      const categorised = random.chance(ageDays > 120 ? 0.75 : ageDays > 30 ? 0.5 : 0.15);
      const categorisedAt = categorised
        ? new Date(Math.min(props.now.getTime() - DAY, orderedTime + random.int(1, 20) * DAY))
        : null;
      const closable = categorised && categoryRelevancy !== 'relevant';
      const closed = closable && ageDays > 45 && random.chance(0.6);
      const received = atVessel && random.chance(ageDays > 60 ? 0.92 : 0.6);
      const rejected = atVessel && !received && random.chance(0.1);
      const deliveredAt = atVessel && sentToVesselAt ? new Date(sentToVesselAt.getTime() + 2 * DAY) : null;
      out.items.push({
        id: itemId,
        bucketId: props.bucketId,
        orderId,
        supplierId: supplier?.id ?? null,
        articleId: article.id,
        extid: `${out.orders.at(-1)?.orderNumber}-${index + 1}`,
        imported: true,
        articleDescription: article.name,
        itemIndex: index + 1,
        quantityUnit: article.unit,
        quantityOrdered: quantity,
        quantityDelivered: deliveredAt ? quantity : null,
        deliveredAt: deliveredAt && deliveredAt.getTime() < props.now.getTime() ? deliveredAt : null,
        receivingStatus: received ? 'Received' : rejected ? 'Rejected' : null,
        quantityReceived: received ? quantity : null,
        selectedArticleCategoryId: categorised ? (article.categoryId ?? null) : null,
        selectedArticleCategoryAt: categorisedAt,
        isReviewClosed: closed,
        reviewClosedAt: closed && categorisedAt ? new Date(categorisedAt.getTime() + DAY) : null,
        createdAt,
        modifiedAt: createdAt,
      });
      const findings = FINDINGS[article.categoryKey];
      if (findings && random.chance(0.06)) {
        const [hazmat, contamination] = random.pick(findings);
        out.checks.push({
          orderItemId: itemId,
          hazmat,
          contamination,
          concentration: contamination === 'yes' ? random.int(1_200, 40_000) : null,
          remarks: contamination === 'yes' ? 'Found in the supplier declaration' : null,
          createdAt: new Date(createdAt.getTime() + 3 * DAY),
        });
      }
    }
  });
  return out;
}

/** `rows` in slices of at most `size`, for multi-row inserts. */
export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < rows.length; index += size) out.push(rows.slice(index, index + size));
  return out;
}

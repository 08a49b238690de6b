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

type Relevancy = 'relevant' | 'additional' | 'not_relevant';

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

export const FLEET_CATEGORIES: readonly {
  key: string;
  name: string;
  relevancy: Relevancy;
  description: string;
}[] = [
  {
    key: 'gaskets',
    name: 'Gaskets and packings',
    relevancy: 'relevant',
    description: 'Jointing sheets, gland packings, O-rings',
  },
  {
    key: 'paints',
    name: 'Paints and coatings',
    relevancy: 'relevant',
    description: 'Primers, antifouling, topcoats, thinners',
  },
  {
    key: 'insulation',
    name: 'Insulation materials',
    relevancy: 'relevant',
    description: 'Pipe lagging, mats, fire-proof boards',
  },
  {
    key: 'valves',
    name: 'Valves and pipe fittings',
    relevancy: 'relevant',
    description: 'Valves, flanges, couplings',
  },
  {
    key: 'refrigerants',
    name: 'Refrigerants and gases',
    relevancy: 'relevant',
    description: 'Refrigerants, extinguishing gases',
  },
  {
    key: 'engine',
    name: 'Engine spares',
    relevancy: 'relevant',
    description: 'Main and auxiliary engine parts',
  },
  {
    key: 'cables',
    name: 'Electrical cables',
    relevancy: 'additional',
    description: 'Power, signal and instrument cables',
  },
  {
    key: 'lighting',
    name: 'Lamps and lighting',
    relevancy: 'additional',
    description: 'Lamps, fittings, navigation lights',
  },
  { key: 'batteries', name: 'Batteries', relevancy: 'additional', description: 'Dry cells and accumulators' },
  {
    key: 'chemicals',
    name: 'Cleaning chemicals',
    relevancy: 'additional',
    description: 'Degreasers, descalers, detergents',
  },
  { key: 'provisions', name: 'Provisions', relevancy: 'not_relevant', description: 'Food and beverages' },
  {
    key: 'stationery',
    name: 'Stationery',
    relevancy: 'not_relevant',
    description: 'Paper, pens, office supplies',
  },
  {
    key: 'galley',
    name: 'Cabin and galley stores',
    relevancy: 'not_relevant',
    description: 'Linen, tableware, toiletries',
  },
  {
    key: 'ropes',
    name: 'Ropes and mooring',
    relevancy: 'not_relevant',
    description: 'Mooring lines, hawsers, twine',
  },
  {
    key: 'safety',
    name: 'Safety and protective gear',
    relevancy: 'not_relevant',
    description: 'Gloves, helmets, coveralls',
  },
];

type ArticleSpec = readonly [impa: string, name: string, category: string, unit: string];

/** Invented IMPA-style codes and names: plausible, not taken from the IMPA catalogue. */
export const FLEET_ARTICLES: readonly ArticleSpec[] = [
  ['331101', 'Gasket sheet, non-asbestos, 1.5 mm', 'gaskets', 'sht'],
  ['331102', 'Gasket sheet, graphite, 2 mm', 'gaskets', 'sht'],
  ['331215', 'Spiral wound gasket DN100 PN16', 'gaskets', 'pcs'],
  ['331340', 'Gland packing, PTFE, 10 mm', 'gaskets', 'kg'],
  ['331352', 'Gland packing, aramid, 12 mm', 'gaskets', 'kg'],
  ['331460', 'O-ring kit, nitrile, metric', 'gaskets', 'set'],
  ['332118', 'Cylinder head gasket, copper', 'gaskets', 'pcs'],
  ['450112', 'Epoxy primer, grey, 20 l', 'paints', 'ltr'],
  ['450145', 'Antifouling, self-polishing, red', 'paints', 'ltr'],
  ['450178', 'Polyurethane topcoat, white', 'paints', 'ltr'],
  ['450203', 'Deck paint, green, non-slip', 'paints', 'ltr'],
  ['450231', 'Heat-resistant aluminium paint', 'paints', 'ltr'],
  ['450266', 'Zinc silicate shop primer', 'paints', 'ltr'],
  ['450302', 'Thinner for epoxy coatings', 'paints', 'ltr'],
  ['450355', 'Red lead anticorrosive primer', 'paints', 'ltr'],
  ['471105', 'Pipe lagging, mineral wool, 50 mm', 'insulation', 'm'],
  ['471120', 'Insulation mat, ceramic fibre', 'insulation', 'm2'],
  ['471144', 'Fire-proof board, calcium silicate', 'insulation', 'pcs'],
  ['471162', 'Exhaust insulation blanket', 'insulation', 'pcs'],
  ['352010', 'Globe valve, bronze, DN25', 'valves', 'pcs'],
  ['352034', 'Butterfly valve, DN150, EPDM seat', 'valves', 'pcs'],
  ['352071', 'Ball valve, stainless, DN15', 'valves', 'pcs'],
  ['353112', 'Flange, slip-on, DN80 PN16', 'valves', 'pcs'],
  ['353140', 'Pipe coupling, repair clamp DN50', 'valves', 'pcs'],
  ['654201', 'Refrigerant R-407C, 11.3 kg cylinder', 'refrigerants', 'pcs'],
  ['654215', 'Refrigerant R-134a, 13.6 kg cylinder', 'refrigerants', 'pcs'],
  ['654238', 'CO2 cylinder refill, 45 kg', 'refrigerants', 'pcs'],
  ['811004', 'Fuel injector nozzle, auxiliary engine', 'engine', 'pcs'],
  ['811027', 'Piston ring set, main engine', 'engine', 'set'],
  ['811055', 'Turbocharger bearing kit', 'engine', 'set'],
  ['811083', 'Cylinder liner seal ring', 'engine', 'pcs'],
  ['811110', 'Exhaust valve spindle', 'engine', 'pcs'],
  ['792101', 'Cable, power, 3x2.5 mm², halogen-free', 'cables', 'm'],
  ['792134', 'Cable, instrument, 2x0.75 mm², shielded', 'cables', 'm'],
  ['792168', 'Cable, armoured, 4x16 mm²', 'cables', 'm'],
  ['792190', 'Cable tie, stainless, 300 mm', 'cables', 'pkt'],
  ['793012', 'Fluorescent tube, 36 W, marine', 'lighting', 'pcs'],
  ['793045', 'LED floodlight, 100 W, IP67', 'lighting', 'pcs'],
  ['793078', 'Navigation light bulb, 65 W', 'lighting', 'pcs'],
  ['793120', 'Mercury vapour lamp, 250 W', 'lighting', 'pcs'],
  ['794011', 'Battery, alkaline, AA', 'batteries', 'pcs'],
  ['794036', 'Battery, lead-acid, 12 V 200 Ah', 'batteries', 'pcs'],
  ['794059', 'Battery, lithium, EPIRB replacement', 'batteries', 'pcs'],
  ['550104', 'Degreaser, water-based, 25 l', 'chemicals', 'ltr'],
  ['550127', 'Descaler for heat exchangers', 'chemicals', 'ltr'],
  ['550153', 'Deck cleaner, alkaline', 'chemicals', 'ltr'],
  ['000114', 'Coffee, ground, 1 kg', 'provisions', 'kg'],
  ['000152', 'Rice, long grain, 25 kg', 'provisions', 'bag'],
  ['000187', 'Mineral water, 1.5 l', 'provisions', 'btl'],
  ['000215', 'Flour, wheat, 25 kg', 'provisions', 'bag'],
  ['470110', 'Copy paper, A4, 80 g', 'stationery', 'pkt'],
  ['470143', 'Ballpoint pen, blue', 'stationery', 'pcs'],
  ['470176', 'Logbook, engine room', 'stationery', 'pcs'],
  ['150201', 'Bed sheet, cotton, white', 'galley', 'pcs'],
  ['170310', 'Hand soap, liquid, 5 l', 'galley', 'ltr'],
  ['190122', 'Dinner plate, porcelain', 'galley', 'pcs'],
  ['210155', 'Mooring rope, polypropylene, 64 mm', 'ropes', 'm'],
  ['210178', 'Heaving line, 30 m', 'ropes', 'pcs'],
  ['310104', 'Safety helmet, white', 'safety', 'pcs'],
  ['310139', 'Work gloves, leather', 'safety', 'pair'],
  ['310166', 'Coverall, flame-retardant, size L', 'safety', 'pcs'],
];

export const FLEET_SUPPLIERS: readonly { name: string; emails: readonly string[] }[] = [
  { name: 'Hanse Marine Supply', emails: ['orders@hanse-marine.example.com'] },
  {
    name: 'Nordsee Ship Chandlers',
    emails: ['sales@nordsee-chandlers.example.com', 'ihm@nordsee-chandlers.example.com'],
  },
  { name: 'Baltic Coatings', emails: ['service@baltic-coatings.example.com'] },
  { name: 'Rotterdam Valve & Pipe', emails: ['info@rvp.example.com'] },
  { name: 'Piraeus Engine Parts', emails: ['parts@piraeus-engine.example.com'] },
  { name: 'Singapore Electrical Marine', emails: ['quotes@sg-electrical.example.com'] },
  { name: 'Gdansk Insulation Works', emails: ['office@gdansk-insulation.example.com'] },
  { name: 'Atlantic Provisions', emails: ['orders@atlantic-provisions.example.com'] },
];

/** Which suppliers sell which categories (indexes into FLEET_SUPPLIERS). */
const SUPPLIERS_BY_CATEGORY: Record<string, readonly number[]> = {
  gaskets: [0, 1, 3],
  paints: [2, 1],
  insulation: [6, 0],
  valves: [3, 0],
  refrigerants: [1, 5],
  engine: [4, 0],
  cables: [5, 1],
  lighting: [5, 1],
  batteries: [5, 0],
  chemicals: [1, 0],
  provisions: [7],
  stationery: [7, 1],
  galley: [7, 1],
  ropes: [0, 1],
  safety: [0, 1],
};

const VESSEL_NAMES = [
  'MV Nordlicht',
  'MV Aurora Borealis',
  'MV Seewind',
  'MT Elbe Trader',
  'MV Kapitän Hansen',
  'MT Weser Star',
  'MV Baltic Dawn',
  'MV Skagerrak',
];

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

// Micro benchmark of the order-item evaluation engine: evaluates one million generated items and
// prints items per second. Run: node --import tsx bench/evaluation.bench.ts [items] [batch]
// Items are generated in batches (untimed) from a seeded PRNG so runs are comparable and memory
// stays small; only evaluateOrderItem is timed.
import {
  ACTION_USER_ROLES,
  CATEGORY_RELEVANCIES,
  type CheckResultInput,
  CONTAMINATIONS,
  DOCUMENT_REQUEST_ACTION_TYPES,
  type DocumentRequestInput,
  evaluateOrderItem,
  HAZMAT_CODES,
  ORDER_STATUSES,
  type OrderItemInput,
} from '../packages/domain/src/maintenance/index.ts';

const TOTAL = Number(process.argv[2] ?? 1_000_000);
const BATCH = Number(process.argv[3] ?? 100_000);
const DAY = 86_400_000;
const EPOCH = Date.UTC(2025, 0, 1);

/** mulberry32: a small seeded PRNG. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const random = prng(0x6b65656c);
const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)] as T;
const chance = (p: number): boolean => random() < p;
const int = (max: number): number => Math.floor(random() * (max + 1));
const dates = Array.from({ length: 400 }, (_, i) => new Date(EPOCH + i * DAY));
const date = (): Date => pick(dates);
const maybeDate = (p = 0.5): Date | null => (chance(p) ? date() : null);

function request(type: 'md' | 'sdoc'): DocumentRequestInput {
  return {
    id: `req-${type}`,
    document_type: type,
    is_closed: chance(0.3),
    started_at: date(),
    closed_at: maybeDate(0.3),
    document_id: chance(0.3) ? 'doc-existing' : null,
    supplier_notified_at: maybeDate(),
    supplier_reminded1_at: maybeDate(0.3),
    supplier_reminded2_at: maybeDate(0.2),
    actions: Array.from({ length: int(3) }, () => ({
      at: date(),
      user_role: pick(ACTION_USER_ROLES),
      type: pick(DOCUMENT_REQUEST_ACTION_TYPES),
      document_id: null,
    })),
  };
}

function result(): CheckResultInput {
  return {
    hazmat: pick(HAZMAT_CODES),
    contamination: chance(0.8) ? pick(CONTAMINATIONS) : null,
    concentration: chance(0.3) ? int(20_000) : null,
    quantification_per_item_unit: null,
    enabled: chance(0.9),
  };
}

function item(index: number): OrderItemInput {
  const received = chance(0.5);
  const quantity = 1 + int(5);
  return {
    id: `item-${index}`,
    extid: `PO-${index}`,
    created_at: date(),
    is_based_on_ihm_initial_check: chance(0.1),
    category_relevancy: pick(CATEGORY_RELEVANCIES),
    selected_article_category_at: maybeDate(),
    selected_md_document: chance(0.4)
      ? { id: 'md', type: 'md', valid_from: maybeDate(0.2), valid_to: maybeDate(0.2) }
      : null,
    selected_md_document_at: maybeDate(),
    selected_sdoc_document: chance(0.4)
      ? { id: 'sdoc', type: 'sdoc', valid_from: null, valid_to: null }
      : null,
    selected_sdoc_document_at: maybeDate(),
    md_document_request: chance(0.5) ? request('md') : null,
    sdoc_document_request: chance(0.5) ? request('sdoc') : null,
    check_results: Array.from({ length: int(3) }, result),
    is_review_closed: chance(0.5),
    review_closed_at: maybeDate(),
    has_new_data_to_review: chance(0.1),
    new_data_changes: chance(0.1) ? ['item'] : [],
    new_data_at: maybeDate(0.1),
    order: { id: `order-${index >> 3}`, status: pick(ORDER_STATUSES), ordered_at: maybeDate(0.8) },
    quantity_ordered: quantity,
    quantity_delivered: chance(0.5) ? quantity : null,
    delivered_at: maybeDate(0.4),
    receiving_status: received ? 'Received' : chance(0.1) ? 'Rejected' : null,
    quantity_received: received ? int(quantity + 1) : null,
    storages: chance(0.4) ? [{ quantity: int(quantity) }] : [],
    installations: chance(0.3) ? [{ quantity: int(quantity) }] : [],
    removals: chance(0.2) ? [{ quantity: int(quantity), is_documented: chance(0.7) }] : [],
    crew_tasks_first_notified_at: maybeDate(0.3),
    crew_tasks_first_ever_notified_at: maybeDate(0.3),
  };
}

const now = new Date(EPOCH + 200 * DAY);
const lists = { tasks: 0, monitor: 0, done: 0 };

// Warm up the JIT on a separate batch.
const warmUp = Array.from({ length: 20_000 }, (_, i) => item(-i));
for (const input of warmUp) evaluateOrderItem(input, { now });

let elapsed = 0;
let cpu = 0;
let evaluated = 0;
while (evaluated < TOTAL) {
  const size = Math.min(BATCH, TOTAL - evaluated);
  const batch = Array.from({ length: size }, (_, i) => item(evaluated + i));
  const start = process.hrtime.bigint();
  const cpuStart = process.cpuUsage();
  for (const input of batch) lists[evaluateOrderItem(input, { now }).general_list]++;
  const cpuUsed = process.cpuUsage(cpuStart);
  elapsed += Number(process.hrtime.bigint() - start) / 1e6;
  cpu += (cpuUsed.user + cpuUsed.system) / 1000;
  evaluated += size;
}

const perSecond = Math.round(evaluated / (elapsed / 1000));
console.log(
  `evaluateOrderItem: ${evaluated.toLocaleString('en')} items in ${elapsed.toFixed(0)} ms = ${perSecond.toLocaleString('en')} items/s`,
);
// CPU time includes V8's parallel GC threads; on a busy machine it is the steadier of the two.
console.log(
  `process CPU time: ${cpu.toFixed(0)} ms = ${Math.round(evaluated / (cpu / 1000)).toLocaleString('en')} items per CPU-second`,
);
console.log(`general lists: tasks ${lists.tasks}, monitor ${lists.monitor}, done ${lists.done}`);

import { randomUUID } from 'node:crypto';
import {
  changedImportFields,
  conflictingImportFields,
  type ImportEntity,
  type ImportValue,
  newDataChangesOfItem,
} from '@keelson/domain';
import type { StoredItem } from './import-lookups.ts';
import type { BatchPlan } from './import-plan.ts';
import { articleKeys, type ImportState, type KnownEntity, type KnownVessel } from './import-state.ts';

// How one row of a file is taken: its entities in order, each added, changed, left or refused.

export type Values = Record<string, ImportValue>;
export type Validated = { entity: ImportEntity; values: Values };
export type RowContext = {
  bucketId: string;
  sheet: string;
  row: number;
  now: Date;
  plan: BatchPlan;
  storedItems: Map<string, StoredItem>;
};

export const text = (value: ImportValue) => (typeof value === 'string' && value !== '' ? value : null);
const num = (value: ImportValue) => (typeof value === 'number' ? value : null);
const date = (value: ImportValue) => (value instanceof Date ? value : null);

/** A row that cannot be taken: the reason is logged, and the row counts as failed for what it describes. */
export class RowFailure extends Error {
  constructor(
    readonly column: string | null,
    readonly value: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** A row's records in entity order; the first that cannot be taken fails the row (what came before stays planned). */
export function takeRow(state: ImportState, context: RowContext, records: readonly Validated[]) {
  let rowVessel: KnownVessel | null = null;
  for (const { entity, values } of records) {
    if (entity === 'vessel') rowVessel = takeVessel(state, context, values);
    if (entity === 'supplier') takeSupplier(state, context, values);
    if (entity === 'article') takeArticle(state, context, values);
    if (entity === 'purchase_order') takeOrder(state, context, values, rowVessel);
    if (entity === 'purchase_order_item') takeItem(state, context, values);
  }
}

function vesselOf(state: ImportState, imo: string | null, extid: string | null): KnownVessel {
  const byImo = imo ? state.vesselsByImo.get(imo) : undefined;
  const byExtid = extid ? state.vesselsByExtid.get(extid) : undefined;
  if (byExtid && imo && byExtid.imo && byExtid.imo !== imo) {
    throw new RowFailure(
      'vessel.extid',
      extid,
      `IMO number / extid mismatch: extid '${extid}' is the vessel with IMO number ${byExtid.imo}, the row says ${imo}`,
    );
  }
  const vessel = byImo ?? byExtid;
  state.vesselSeen(imo, Boolean(vessel));
  if (!vessel) {
    throw imo
      ? new RowFailure(
          'vessel.imo_number',
          imo,
          `Unknown vessel: the company has no vessel with IMO number ${imo}`,
        )
      : new RowFailure(
          'vessel.extid',
          extid,
          `Unknown vessel: the company has no vessel with extid '${extid}'`,
        );
  }
  return vessel;
}

function takeVessel(state: ImportState, context: RowContext, values: Values): KnownVessel {
  const vessel = vesselOf(state, text(values.imo_number), text(values.extid));
  // A vessel belongs to its IHM project: an import only teaches the company the vessel's extid.
  const extid = text(values.extid);
  const first = !state.vesselsDescribed.has(vessel.id);
  state.vesselsDescribed.add(vessel.id);
  if (extid && !vessel.extid) {
    vessel.extid = extid;
    state.vesselsByExtid.set(extid, vessel);
    context.plan.vesselUpdates.push({ id: vessel.id, set: { extid } });
    state.count('vessel', 'changed');
  } else if (first) state.count('vessel', 'unchanged');
  return vessel;
}

/**
 * The common path of suppliers, articles and orders: the first description in the file adds or
 * changes the entity; a repetition must agree with it (or the row fails); stored entities compare
 * with what is stored.
 */
function describe(
  state: ImportState,
  context: RowContext,
  props: { entity: ImportEntity; key: string; known: KnownEntity | undefined; values: Values },
): { known: KnownEntity; outcome: 'added' | 'changed' | 'unchanged' | 'repeated'; changes: string[] } {
  const { known, values, entity } = props;
  if (known && known.firstRow > 0) {
    const conflicts = conflictingImportFields(known.values, values);
    const [field] = conflicts;
    if (field) {
      throw new RowFailure(
        `${entity}.${field}`,
        String(values[field]),
        `Conflicting values for ${entity}.extid '${props.key}': row ${known.firstRow} says '${String(known.values[field])}', this row '${String(values[field])}'`,
      );
    }
    return { known, outcome: 'repeated', changes: [] };
  }
  if (known) {
    const changes = changedImportFields(known.values, values);
    known.firstRow = context.row;
    known.values = { ...known.values, ...withoutEmpty(values) };
    state.count(entity, changes.length ? 'changed' : 'unchanged');
    return { known, outcome: changes.length ? 'changed' : 'unchanged', changes };
  }
  const added = { id: randomUUID(), stored: false, firstRow: context.row, values };
  state.count(entity, 'added');
  return { known: added, outcome: 'added', changes: [] };
}

const withoutEmpty = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));

function takeSupplier(state: ImportState, context: RowContext, values: Values) {
  const extid = text(values.extid) ?? '';
  const email = text(values.contact_email);
  const stored = state.suppliers.get(extid);
  // Contact emails are a list: a new address is news, one already listed is not.
  const incoming = { extid, name: text(values.name), contact_emails: email };
  const listed =
    typeof stored?.values.contact_emails === 'string' ? stored.values.contact_emails.split(' ') : [];
  const compared = email && listed.includes(email) ? { ...incoming, contact_emails: null } : incoming;
  const { known, outcome, changes } = describe(state, context, {
    entity: 'supplier',
    key: extid,
    known: stored,
    values: stored?.firstRow === 0 ? compared : incoming,
  });
  if (outcome === 'added') {
    state.suppliers.set(extid, known);
    context.plan.supplierInserts.push({
      id: known.id,
      bucketId: context.bucketId,
      extid,
      name: incoming.name ?? extid,
      contactEmails: email ? [email] : [],
    });
  } else if (outcome === 'changed') {
    const set: BatchPlan['supplierUpdates'][number]['set'] = {};
    if (changes.includes('name') && incoming.name) set.name = incoming.name;
    if (changes.includes('contact_emails') && email) set.contactEmails = [...listed, email];
    known.values.contact_emails = [...listed, ...(email && !listed.includes(email) ? [email] : [])].join(' ');
    context.plan.supplierUpdates.push({ id: known.id, set });
  }
}

function takeArticle(state: ImportState, context: RowContext, values: Values) {
  const incoming = {
    extid: text(values.extid),
    impa_number: text(values.impa_number),
    name: text(values.name),
    description: text(values.description),
  };
  const keys = articleKeys(incoming);
  const stored = keys.map((key) => state.articles.get(key)).find(Boolean);
  const { known, outcome } = describe(state, context, {
    entity: 'article',
    key: incoming.extid ?? incoming.impa_number ?? '',
    known: stored,
    values: incoming,
  });
  for (const key of articleKeys(known.values)) state.articles.set(key, known);
  if (outcome === 'added') {
    context.plan.articleInserts.push({
      id: known.id,
      bucketId: context.bucketId,
      extid: incoming.extid,
      impaNumber: incoming.impa_number,
      name: incoming.name ?? incoming.impa_number ?? incoming.extid ?? '',
      description: incoming.description,
    });
  } else if (outcome === 'changed') {
    context.plan.articleUpdates.push({
      id: known.id,
      set: {
        extid: text(known.values.extid),
        impaNumber: text(known.values.impa_number),
        name: text(known.values.name) ?? undefined,
        description: text(known.values.description),
      },
    });
  }
}

function takeOrder(state: ImportState, context: RowContext, values: Values, rowVessel: KnownVessel | null) {
  const extid = text(values.extid) ?? '';
  const vessel =
    rowVessel ?? vesselOf(state, text(values['vessel.imo_number']), text(values['vessel.extid']));
  const incoming: Values = {
    extid,
    order_number: text(values.order_number),
    requisition_number: text(values.requisition_number),
    status: text(values.status),
    ordered_at: date(values.ordered_at),
    remarks: text(values.remarks),
    vessel_id: vessel.id,
  };
  const stored = state.orders.get(extid);
  const { known, outcome } = describe(state, context, {
    entity: 'purchase_order',
    key: extid,
    known: stored,
    values: incoming,
  });
  const columns = {
    vesselId: vessel.id,
    orderNumber: text(known.values.order_number),
    requisitionNumber: text(known.values.requisition_number),
    status: text(known.values.status) ?? 'ordered',
    orderedAt: date(known.values.ordered_at),
    remarks: text(known.values.remarks),
    modifiedAt: context.now,
  };
  if (outcome === 'added') {
    state.orders.set(extid, { ...known, vesselId: vessel.id });
    context.plan.orderInserts.push({
      id: known.id,
      bucketId: context.bucketId,
      extid,
      imported: true,
      ...columns,
      orderedAt: columns.orderedAt ?? context.now,
    });
  } else if (outcome === 'changed') {
    const order = state.orders.get(extid);
    if (order) order.vesselId = vessel.id;
    context.plan.orderUpdates.push({
      id: known.id,
      set: { ...columns, orderedAt: columns.orderedAt ?? undefined },
    });
    context.plan.changedOrderIds.add(known.id);
  }
}

function reference<T>(map: Map<string, T>, key: string | null, column: string, what: string): T | null {
  if (!key) return null;
  const found = map.get(key);
  if (!found)
    throw new RowFailure(
      column,
      key,
      `Unknown ${column} '${key}': no ${what} with it in the file or the company`,
    );
  return found;
}

function takeItem(state: ImportState, context: RowContext, values: Values) {
  const extid = text(values.extid) ?? '';
  const firstRow = state.items.get(extid);
  if (firstRow !== undefined) {
    throw new RowFailure(
      'purchase_order_item.extid',
      extid,
      `Duplicate purchase_order_item.extid '${extid}' (first on row ${firstRow})`,
    );
  }
  const order = reference(
    state.orders,
    text(values['purchase_order.extid']),
    'purchase_order.extid',
    'order',
  );
  if (!order) throw new RowFailure('purchase_order.extid', null, 'Missing purchase_order.extid');
  const supplier = reference(state.suppliers, text(values['supplier.extid']), 'supplier.extid', 'supplier');
  const article =
    reference(
      state.articles,
      text(values['article.extid']) && `x:${text(values['article.extid'])}`,
      'article.extid',
      'article',
    ) ??
    reference(
      state.articles,
      text(values['article.impa_number']) && `i:${text(values['article.impa_number'])}`,
      'article.impa_number',
      'article',
    );
  state.items.set(extid, context.row);
  const columns = {
    orderId: order.id,
    supplierId: supplier?.id ?? null,
    articleId: article?.id ?? null,
    articleDescription: text(values.article_description),
    quantityOrdered: num(values.quantity_ordered),
    quantityUnit: text(values.quantity_unit),
    remarks: text(values.remarks),
    itemIndex: num(values.item_index),
  };
  const stored = context.storedItems.get(extid);
  if (!stored) {
    state.count('purchase_order_item', 'added');
    context.plan.itemInserts.push({
      item: {
        id: randomUUID(),
        bucketId: context.bucketId,
        extid,
        imported: true,
        createdAt: context.now,
        ...columns,
      },
      vesselId: order.vesselId,
      order: {
        id: order.id,
        status: text(order.values.status) ?? 'ordered',
        // A new order without a date is stored as ordered now (takeOrder): its items are judged the same.
        orderedAt: date(order.values.ordered_at) ?? (order.stored ? null : context.now),
        orderNumber: text(order.values.order_number),
        requisitionNumber: text(order.values.requisition_number),
      },
      article: article
        ? {
            name: text(article.values.name),
            description: text(article.values.description),
            impaNumber: text(article.values.impa_number),
          }
        : null,
    });
    return;
  }
  const changes = changedImportFields(stored as unknown as Values, columns);
  if (changes.length === 0) {
    state.count('purchase_order_item', 'unchanged');
    return;
  }
  state.count('purchase_order_item', 'changed');
  const set = Object.fromEntries(changes.map((field) => [field, columns[field as keyof typeof columns]]));
  // New data on an item whose review is closed asks the expert to look again (spec: has_new_data_to_review).
  const review = stored.isReviewClosed
    ? {
        hasNewDataToReview: true,
        newDataChanges: [...new Set([...stored.newDataChanges, ...newDataChangesOfItem(changes)])].sort(),
        newDataAt: context.now,
      }
    : {};
  context.plan.itemUpdates.push({ id: stored.id, set: { ...set, ...review, modifiedAt: context.now } });
}

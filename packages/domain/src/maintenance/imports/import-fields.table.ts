import type { ImportEntity } from './import.constants.ts';

/**
 * How a value is read: text (trimmed), number (≥ 0 where a minimum is set), integer, date (a date
 * or a date and time), email, imo (7 digits whose last is the IMO check digit) and order_status
 * (one of ORDER_STATUSES).
 */
export const IMPORT_FIELD_TYPES = [
  'text',
  'number',
  'integer',
  'date',
  'email',
  'imo',
  'order_status',
] as const;
export type ImportFieldType = (typeof IMPORT_FIELD_TYPES)[number];

/**
 * required: the record is refused without it; one_of: the record needs at least one of its entity's
 * one_of fields (an article is found by extid or IMPA number, an order's vessel by IMO number or
 * extid); optional: may be empty.
 */
export type ImportFieldRequirement = 'required' | 'one_of' | 'optional';

export type ImportField = {
  entity: ImportEntity;
  /** As in ImportRecord.fields: own fields unprefixed, references to another entity prefixed. */
  name: string;
  type: ImportFieldType;
  requirement: ImportFieldRequirement;
  /** Longest text accepted (characters), for text-like types. */
  maxLength: number | null;
  /** Smallest number accepted, for number and integer. */
  min: number | null;
  /** One sentence for docs/imports.md and the templates. */
  description: string;
  /** The value the templates and docs show. */
  example: string | number;
};

// Identifiers and numbers stay short enough to index and to show in a list; free texts are bounded so
// a broken export (a whole document pasted into a cell) is reported instead of stored.
const ID = 100;
const NAME = 255;
const TEXT = 4000;

type Row = [
  name: string,
  type: ImportFieldType,
  requirement: ImportFieldRequirement,
  description: string,
  example: string | number,
];

/** Identifiers, numbers and units are short; names are a line; other texts are long. */
function maxLengthOf(name: string, type: ImportFieldType): number | null {
  if (type === 'email') return NAME;
  if (type !== 'text') return null;
  if (/(extid|_number|_unit)$/.test(name)) return ID;
  return name.endsWith('name') ? NAME : TEXT;
}

const field = (entity: ImportEntity, [name, type, requirement, description, example]: Row): ImportField => ({
  entity,
  name,
  type,
  requirement,
  maxLength: maxLengthOf(name, type),
  min: name === 'item_index' ? 1 : type === 'number' ? 0 : null,
  description,
  example,
});

const rows = (entity: ImportEntity, list: Row[]) => list.map((row) => field(entity, row));

/** Every field a file can give, entity by entity in reading order: validation, docs and templates read it. */
export const IMPORT_FIELDS: readonly ImportField[] = [
  ...rows('vessel', [
    [
      'imo_number',
      'imo',
      'required',
      'IMO number of the vessel: 7 digits, the last is the check digit.',
      '9074729',
    ],
    ['name', 'text', 'optional', 'Name of the vessel.', 'Nordic Star'],
    ['extid', 'text', 'optional', "The vessel's identifier in the procurement system.", 'V-100'],
  ]),
  ...rows('supplier', [
    ['extid', 'text', 'required', "The supplier's identifier in the procurement system.", 'S-2001'],
    ['name', 'text', 'required', 'Name of the supplier.', 'Hanseatic Marine Supply GmbH'],
    ['contact_email', 'email', 'optional', 'Where document requests to the supplier go.', 'ihm@hms.example'],
  ]),
  ...rows('article', [
    ['extid', 'text', 'one_of', "The article's identifier in the procurement system.", 'A-30017'],
    ['impa_number', 'text', 'one_of', 'IMPA code of the article (6 digits in the IMPA catalogue).', '232201'],
    ['name', 'text', 'required', 'Name of the article.', 'Gasket sheet, non-asbestos'],
    ['description', 'text', 'optional', 'Longer description of the article.', '1500 x 1500 x 2 mm'],
  ]),
  ...rows('purchase_order', [
    ['extid', 'text', 'required', "The order's identifier in the procurement system.", 'PO-2024-0815'],
    ['order_number', 'text', 'optional', 'Order number shown to people.', '4500012345'],
    ['requisition_number', 'text', 'optional', 'Number of the requisition the order came from.', 'REQ-7781'],
    ['status', 'order_status', 'required', 'Status of the order, one of the 20 order statuses.', 'ordered'],
    [
      'ordered_at',
      'date',
      'optional',
      'When the order was placed (a date, or a date and time).',
      '2024-03-18',
    ],
    ['remarks', 'text', 'optional', 'Remarks on the order.', 'Deliver to Hamburg agent'],
    ['vessel.imo_number', 'imo', 'one_of', 'The vessel the order is for, by IMO number.', '9074729'],
    ['vessel.extid', 'text', 'one_of', 'The vessel the order is for, by its extid.', 'V-100'],
  ]),
  ...rows('purchase_order_item', [
    ['extid', 'text', 'required', "The order item's identifier in the procurement system.", 'PO-2024-0815-1'],
    [
      'purchase_order.extid',
      'text',
      'required',
      'The order the item belongs to, by its extid.',
      'PO-2024-0815',
    ],
    ['supplier.extid', 'text', 'optional', 'The supplier of the item, by its extid.', 'S-2001'],
    ['article.extid', 'text', 'optional', 'The article ordered, by its extid.', 'A-30017'],
    ['article.impa_number', 'text', 'optional', 'The article ordered, by its IMPA code.', '232201'],
    [
      'article_description',
      'text',
      'optional',
      'What was ordered, as the order line says it.',
      'Gasket sheet 2 mm',
    ],
    ['quantity_ordered', 'number', 'optional', 'Quantity ordered, 0 or more.', 4],
    ['quantity_unit', 'text', 'optional', 'Unit of the quantity (pcs, m, kg …).', 'pcs'],
    ['remarks', 'text', 'optional', 'Remarks on the item.', 'Urgent'],
    ['item_index', 'integer', 'optional', 'Position of the item in its order, 1 or more.', 1],
  ]),
];

/** The fields of one entity, as its record holds them. */
export function importFieldsOf(entity: ImportEntity): ImportField[] {
  return IMPORT_FIELDS.filter((f) => f.entity === entity);
}

/** The entity a field of a record belongs to, and its own name: `vessel.extid` on an order is the vessel's extid. */
export function importFieldTarget(field: ImportField): { entity: ImportEntity; name: string } {
  const dot = field.name.indexOf('.');
  return dot < 0
    ? { entity: field.entity, name: field.name }
    : { entity: field.name.slice(0, dot) as ImportEntity, name: field.name.slice(dot + 1) };
}

/** The prefixed name of a field as a flat file (ihm.flat, flat JSON lines) heads it: `purchase_order.extid`. */
export function importColumnName(field: ImportField): string {
  const target = importFieldTarget(field);
  return `${target.entity}.${target.name}`;
}

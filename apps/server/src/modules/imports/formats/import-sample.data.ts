// The purchase data of docs/samples: three vessels (valid IMO numbers), three suppliers, four articles,
// three orders, seven items. The tests read every format written from these rows back.
import type { FlatImportRow } from './write-import-file.ts';

const vessels = {
  nordic: { 'vessel.imo_number': '9074729', 'vessel.name': 'Nordic Star', 'vessel.extid': 'V-100' },
  baltic: { 'vessel.imo_number': '9176187', 'vessel.name': 'Baltic Trader', 'vessel.extid': 'V-200' },
  atlantic: { 'vessel.imo_number': '9321483', 'vessel.name': 'Atlantic Tern', 'vessel.extid': 'V-300' },
};

const suppliers = {
  hms: {
    'supplier.extid': 'S-2001',
    'supplier.name': 'Hanseatic Marine Supply GmbH',
    'supplier.contact_email': 'ihm@hms.example',
  },
  rotterdam: {
    'supplier.extid': 'S-2002',
    'supplier.name': 'Rotterdam Ship Chandlers B.V.',
    'supplier.contact_email': 'documents@rsc.example',
  },
  piraeus: {
    'supplier.extid': 'S-2003',
    'supplier.name': 'Piraeus Technical Stores',
    'supplier.contact_email': null,
  },
};

const articles = {
  gasket: {
    'article.extid': 'A-30017',
    'article.impa_number': '232201',
    'article.name': 'Gasket sheet, non-asbestos',
    'article.description': '1500 x 1500 x 2 mm',
  },
  cable: {
    'article.extid': 'A-30442',
    'article.impa_number': '790451',
    'article.name': 'Marine cable, halogen-free',
    'article.description': '3 x 2.5 mm², per metre',
  },
  paint: {
    'article.extid': 'A-31090',
    'article.impa_number': '250121',
    'article.name': 'Antifouling paint, red',
    'article.description': null,
  },
  lamp: {
    'article.extid': 'A-31115',
    'article.impa_number': null,
    'article.name': 'Fluorescent lamp 36 W',
    'article.description': 'T8, 1200 mm',
  },
};

const order = (
  extid: string,
  status: string,
  orderedAt: Date,
  fields: { number: string; requisition: string; remarks?: string },
) => ({
  'purchase_order.extid': extid,
  'purchase_order.order_number': fields.number,
  'purchase_order.requisition_number': fields.requisition,
  'purchase_order.status': status,
  'purchase_order.ordered_at': orderedAt,
  'purchase_order.remarks': fields.remarks ?? null,
});

const item = (
  extid: string,
  index: number,
  quantity: number,
  unit: string,
  description: string,
  remarks: string | null = null,
) => ({
  'purchase_order_item.extid': extid,
  'purchase_order_item.item_index': index,
  'purchase_order_item.quantity_ordered': quantity,
  'purchase_order_item.quantity_unit': unit,
  'purchase_order_item.article_description': description,
  'purchase_order_item.remarks': remarks,
});

const po1 = order('PO-2024-0815', 'ordered', new Date('2024-03-18T00:00:00Z'), {
  number: '4500012345',
  requisition: 'REQ-7781',
  remarks: 'Deliver to Hamburg agent',
});
const po2 = order('PO-2024-0816', 'sent_to_vessel', new Date('2024-03-20T09:30:00Z'), {
  number: '4500012346',
  requisition: 'REQ-7790',
});
const po3 = order('PO-2024-0901', 'confirmed', new Date('2024-04-02T00:00:00Z'), {
  number: '4500012401',
  requisition: 'REQ-7802',
});

export const SAMPLE_ROWS: readonly FlatImportRow[] = [
  {
    ...vessels.nordic,
    ...suppliers.hms,
    ...articles.gasket,
    ...po1,
    ...item('PO-2024-0815-1', 1, 4, 'pcs', 'Gasket sheet 2 mm'),
  },
  {
    ...vessels.nordic,
    ...suppliers.hms,
    ...articles.cable,
    ...po1,
    ...item('PO-2024-0815-2', 2, 250, 'm', 'Cable 3x2.5 halogen-free', 'Cut to 50 m lengths'),
  },
  {
    ...vessels.nordic,
    ...suppliers.hms,
    ...articles.paint,
    ...po1,
    ...item('PO-2024-0815-3', 3, 12.5, 'l', 'Antifouling red'),
  },
  {
    ...vessels.baltic,
    ...suppliers.rotterdam,
    ...articles.lamp,
    ...po2,
    ...item('PO-2024-0816-1', 1, 24, 'pcs', 'Lamp 36 W T8'),
  },
  {
    ...vessels.baltic,
    ...suppliers.rotterdam,
    ...articles.gasket,
    ...po2,
    ...item('PO-2024-0816-2', 2, 2, 'pcs', 'Gasket sheet 2 mm', 'Urgent'),
  },
  {
    ...vessels.atlantic,
    ...suppliers.piraeus,
    ...articles.cable,
    ...po3,
    ...item('PO-2024-0901-1', 1, 100, 'm', 'Cable 3x2.5'),
  },
  {
    ...vessels.atlantic,
    ...suppliers.piraeus,
    ...articles.paint,
    ...po3,
    ...item('PO-2024-0901-2', 2, 40, 'l', 'Antifouling red'),
  },
];

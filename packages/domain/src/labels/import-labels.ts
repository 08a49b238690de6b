import type {
  ImportEntity,
  ImportFileType,
  ImportJobStatus,
  ImportSource,
} from '../maintenance/imports/import.constants.ts';

export const IMPORT_JOB_STATUS: Record<ImportJobStatus, string> = {
  created: 'Waiting for the file',
  pending: 'Queued',
  simulating: 'Simulating',
  simulated: 'Simulated: run or discard',
  running: 'Importing',
  finished: 'Imported',
  failed: 'Failed',
  discarded: 'Discarded',
};

export const IMPORT_FILE_TYPE: Record<ImportFileType, string> = {
  spreadsheet: 'Spreadsheet (xlsx)',
  jsonlines: 'JSON lines',
  xml: 'XML',
};

export const IMPORT_SOURCE: Record<ImportSource, string> = {
  CFM_IHMMAINT: 'CFM export',
  MARASOFT_IHMMAINT: 'Marasoft export',
  ZEEBORN_IHMMAINT: 'Zeeborn export',
};

export const IMPORT_ENTITY: Record<ImportEntity, string> = {
  vessel: 'Vessels',
  supplier: 'Suppliers',
  article: 'Articles',
  purchase_order: 'Purchase orders',
  purchase_order_item: 'Order items',
};

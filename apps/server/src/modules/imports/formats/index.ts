// What a file says: the readers of every import format, the template and sample writers.
export {
  DEFAULT_IMPORT_READ_LIMITS,
  ImportFileError,
  type ImportReadLimits,
} from './import-file-error.ts';
export { type ImportInput, type ReadImportOptions, readImportRows } from './read-import-rows.ts';
export {
  type FlatImportRow,
  IMPORT_TEMPLATE_ROW,
  type ImportTemplateLayout,
  writeImportFile,
  writeImportTemplate,
} from './write-import-file.ts';

// An xlsx workbook read as rows: ihm.flat, the per-entity sheets, or a source's export.
import {
  IMPORT_ENTITIES,
  IMPORT_SOURCE_FORMATS,
  type ImportEntity,
  type ImportProblem,
  type ImportRow,
  type ImportSource,
  importCellText,
} from '@keelson/domain';
import { type ImportLayout, planColumns, recordsOfRow } from './import-columns.ts';
import { ImportFileError, type ImportReadLimits, problemAt } from './import-file-error.ts';
import { sheetRows } from './xlsx-sheet.ts';
import { partOptions, readWorkbook } from './xlsx-workbook.ts';
import { XlsxZip } from './xlsx-zip.ts';
import { xmlEventBatches } from './xml-events.ts';

export const FLAT_SHEET = 'ihm.flat';
const entitySheet = (entity: ImportEntity) => `ihm.${entity}`;
/** The sheets read, in reading order: each entity may refer to those before it, the flat sheet to all. */
export const IMPORT_SHEETS: readonly string[] = [...IMPORT_ENTITIES.map(entitySheet), FLAT_SHEET];

const sheetList = () => {
  const names = [FLAT_SHEET, ...IMPORT_ENTITIES.map(entitySheet)];
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
};

type PlannedSheet = { name: string; path: string; layout: ImportLayout };

/**
 * Which sheets are read and how. Our own layouts are found by name and read in entity order whatever
 * their order in the workbook (we open zip parts in any order); a source's export is its first sheet,
 * as we do not know what those systems name it.
 */
function chooseSheets(
  sheets: { name: string; path: string }[],
  source: ImportSource | null,
): { chosen: PlannedSheet[]; skipped: ImportProblem[] } {
  if (source) {
    const [first, ...rest] = sheets;
    if (!first) throw new ImportFileError('The workbook has no sheet');
    const label = IMPORT_SOURCE_FORMATS[source].label;
    return {
      chosen: [{ ...first, layout: { kind: 'flat' } }],
      skipped: rest.map((s) =>
        problemAt(
          s.name,
          null,
          null,
          `Sheet '${s.name}' is not read: a ${label} export is read from its first sheet`,
        ),
      ),
    };
  }
  const chosen: PlannedSheet[] = [];
  for (const name of IMPORT_SHEETS) {
    const sheet = sheets.find((s) => s.name.trim().toLowerCase() === name);
    if (!sheet) continue;
    const entity = IMPORT_ENTITIES.find((e) => entitySheet(e) === name);
    chosen.push({ ...sheet, layout: entity ? { kind: 'entity', entity } : { kind: 'flat' } });
  }
  if (chosen.length === 0) throw new ImportFileError(`The workbook has no sheet named ${sheetList()}`);
  const skipped = sheets
    .filter((s) => !chosen.some((c) => c.path === s.path))
    .map((s) =>
      problemAt(s.name, null, null, `Sheet '${s.name}' is not read: its name is not one of ${sheetList()}`),
    );
  return { chosen, skipped };
}

export async function* readSpreadsheet(
  path: string,
  options: { source: ImportSource | null; limits: ImportReadLimits },
): AsyncGenerator<ImportRow | ImportProblem> {
  const { source, limits } = options;
  const zip = await XlsxZip.open(path, limits.maxInflatedBytes, limits.maxPartBytes);
  const book = await readWorkbook(zip, limits);
  const { chosen, skipped } = chooseSheets(book.sheets, source);
  yield* skipped;
  for (const sheet of chosen) {
    let plan: ReturnType<typeof planColumns> | null = null;
    for await (const { row, cells } of sheetRows(
      xmlEventBatches(zip.read(sheet.path), partOptions(sheet.path, limits)),
      book,
    )) {
      if (!plan) {
        const headers = Array.from(cells, (cell) => importCellText(cell ?? null) ?? '');
        // Rows above the header may be blank (a title row is not: it would be taken for the header).
        if (headers.every((h) => h === '')) continue;
        plan = planColumns(sheet.layout, headers, { source, required: true });
        for (const issue of plan.issues) yield problemAt(sheet.name, row, issue.column, issue.message);
        if (plan.fatal) break;
        continue;
      }
      const records = recordsOfRow(plan, cells);
      if (records.length > 0) yield { sheet: sheet.name, row, records };
    }
    if (!plan) yield problemAt(sheet.name, null, null, `Sheet '${sheet.name}' is empty`);
  }
}

// The parts of an xlsx workbook read before its sheets: where the sheets are, which styles are dates,
// the shared strings. Each is bounded (ImportReadLimits.maxPartBytes) because it stays in memory.
import { formatKb, formatMb, ImportFileError, type ImportReadLimits } from './import-file-error.ts';
import { NOT_A_WORKBOOK, type XlsxZip } from './xlsx-zip.ts';
import { type XmlEvent, type xmlEventBatches, xmlEvents } from './xml-events.ts';

export type XlsxWorkbook = {
  /** The sheets in the workbook's order, each with its part in the zip. */
  sheets: { name: string; path: string }[];
  /** Dates count from 1904 (old Mac workbooks) instead of 1900. */
  date1904: boolean;
  /** Indexes of the cell styles whose number format shows a date: their numbers are dates. */
  dateStyles: Set<number>;
  sharedStrings: string[];
};

type XmlOptions = Parameters<typeof xmlEventBatches>[1];

/** How a part's XML is read, with the messages a damaged workbook gets. */
export function partOptions(name: string, limits: ImportReadLimits): XmlOptions {
  return {
    maxTokenChars: limits.maxTokenChars,
    malformed: (line, reason) =>
      `The workbook is damaged: ${name} is not well formed at line ${line}: ${reason}`,
    truncated: `The workbook is damaged: ${name} ends early`,
    tooLong: (line) =>
      `The workbook has a cell longer than ${formatKb(limits.maxTokenChars)} (${name}, line ${line})`,
  };
}

export type XlsxPartReader = (
  name: string,
  part?: { maxBytes: number; tooBig: string },
) => AsyncIterable<XmlEvent>;

/** The XML events of one part of the zip, one by one: the parts read this way are small. */
export function partReader(zip: XlsxZip, limits: ImportReadLimits): XlsxPartReader {
  return (name, part) => xmlEvents(zip.read(name, part), partOptions(name, limits));
}

/** A relationship target is relative to the part's folder unless it starts with '/'. */
function resolve(folder: string, target: string): string {
  if (target.startsWith('/')) return target.slice(1);
  const parts = (folder ? `${folder}/${target}` : target).split('/');
  const out: string[] = [];
  for (const part of parts) {
    if (part === '..') out.pop();
    else if (part !== '.' && part !== '') out.push(part);
  }
  return out.join('/');
}

const folderOf = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));

async function relationships(read: XlsxPartReader, zip: XlsxZip, path: string) {
  const rels: { id: string; type: string; target: string }[] = [];
  if (!zip.has(path)) return rels;
  for await (const event of read(path))
    if (event.type === 'open' && event.name === 'Relationship')
      rels.push({
        id: event.attributes.Id ?? '',
        type: event.attributes.Type ?? '',
        target: event.attributes.Target ?? '',
      });
  return rels;
}

// Number formats 14–22 and 45–47 are Excel's built-in dates and times; 27–36 and 50–58 are the East
// Asian ones.
const BUILT_IN_DATES = new Set([
  14, 15, 16, 17, 18, 19, 20, 21, 22, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 45, 46, 47, 50, 51, 52, 53, 54,
  55, 56, 57, 58,
]);

/** A custom format is a date when it has a day, month, year, hour or second outside quotes and brackets. */
function isDateFormat(code: string): boolean {
  const bare = code.replace(/"[^"]*"|\[[^\]]*\]|\\./g, '');
  return bare.toLowerCase() !== 'general' && /[dmyhs]/i.test(bare);
}

async function readStyles(read: XlsxPartReader, path: string, maxBytes: number): Promise<Set<number>> {
  const custom = new Map<number, string>();
  const xfFormats: number[] = [];
  let inCellXfs = false;
  const tooBig = `The workbook's styles expand to more than ${formatMb(maxBytes)}`;
  for await (const event of read(path, { maxBytes, tooBig })) {
    if (event.type === 'open' && event.name === 'numFmt')
      custom.set(Number(event.attributes.numFmtId), event.attributes.formatCode ?? '');
    else if (event.type === 'open' && event.name === 'cellXfs') inCellXfs = true;
    else if (event.type === 'close' && event.name === 'cellXfs') inCellXfs = false;
    else if (event.type === 'open' && event.name === 'xf' && inCellXfs)
      xfFormats.push(Number(event.attributes.numFmtId ?? 0));
  }
  const dates = new Set<number>();
  xfFormats.forEach((id, index) => {
    const code = custom.get(id);
    if (code !== undefined ? isDateFormat(code) : BUILT_IN_DATES.has(id)) dates.add(index);
  });
  return dates;
}

async function readSharedStrings(read: XlsxPartReader, path: string, maxBytes: number): Promise<string[]> {
  const strings: string[] = [];
  let current = '';
  let inText = false;
  let inPhonetic = false; // <rPh> holds a reading aid for Japanese, not the cell's text
  const tooBig = `The workbook's shared strings expand to more than ${formatMb(maxBytes)}: split the file or save it as JSON lines`;
  for await (const event of read(path, { maxBytes, tooBig })) {
    if (event.type === 'open') {
      if (event.name === 'si') current = '';
      else if (event.name === 't') inText = true;
      else if (event.name === 'rPh') inPhonetic = true;
    } else if (event.type === 'close') {
      if (event.name === 'si') strings.push(current);
      else if (event.name === 't') inText = false;
      else if (event.name === 'rPh') inPhonetic = false;
    } else if (inText && !inPhonetic) current += event.text;
  }
  return strings;
}

export async function readWorkbook(zip: XlsxZip, limits: ImportReadLimits): Promise<XlsxWorkbook> {
  const read = partReader(zip, limits);
  const rootRels = await relationships(read, zip, '_rels/.rels');
  const office = rootRels.find((rel) => rel.type.endsWith('/officeDocument'));
  const workbookPath = office ? resolve('', office.target) : 'xl/workbook.xml';
  // A zip without a workbook (a .docx, an archive of anything) is no workbook either.
  if (!zip.has(workbookPath)) throw new ImportFileError(NOT_A_WORKBOOK);
  const folder = folderOf(workbookPath);
  const rels = await relationships(
    read,
    zip,
    `${folder}/_rels/${workbookPath.slice(folder.length + 1)}.rels`,
  );
  const target = (type: string, fallback: string) => {
    const rel = rels.find((r) => r.type.endsWith(`/${type}`));
    return rel ? resolve(folder, rel.target) : `${folder}/${fallback}`;
  };
  const sheets: XlsxWorkbook['sheets'] = [];
  let date1904 = false;
  const maxBytes = limits.maxPartBytes;
  const tooBig = `The workbook's sheet list expands to more than ${formatMb(maxBytes)}`;
  for await (const event of read(workbookPath, { maxBytes, tooBig })) {
    if (event.type !== 'open') continue;
    if (event.name === 'workbookPr') date1904 = ['1', 'true'].includes(event.attributes.date1904 ?? '');
    if (event.name === 'sheet') {
      const rel = rels.find((r) => r.id === event.attributes.id);
      if (rel) sheets.push({ name: event.attributes.name ?? '', path: resolve(folder, rel.target) });
    }
  }
  const stylesPath = target('styles', 'styles.xml');
  const stringsPath = target('sharedStrings', 'sharedStrings.xml');
  return {
    sheets,
    date1904,
    dateStyles: zip.has(stylesPath) ? await readStyles(read, stylesPath, maxBytes) : new Set(),
    sharedStrings: zip.has(stringsPath) ? await readSharedStrings(read, stringsPath, maxBytes) : [],
  };
}

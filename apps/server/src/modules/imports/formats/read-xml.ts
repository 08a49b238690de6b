// XML: <ihm> holds one element per entity (<vessel>, <supplier>, <article>, <purchase_order>,
// <purchase_order_item>) or per flat row (<row>), each with one child element per field:
// <purchase_order_item><extid>I-1</extid><purchase_order.extid>PO-1</purchase_order.extid>…
import {
  IMPORT_ENTITIES,
  IMPORT_SOURCE_FORMATS,
  type ImportProblem,
  type ImportRow,
  type ImportSource,
} from '@keelson/domain';
import { type ColumnPlan, type ImportLayout, planColumns, recordsOfRow } from './import-columns.ts';
import { formatKb, ImportFileError, type ImportReadLimits, problemAt } from './import-file-error.ts';
import { xmlEventBatches } from './xml-events.ts';

export const XML_ROOT = 'ihm';
export const XML_FLAT_ROW = 'row';

type Open = { name: string; line: number; layout: ImportLayout; keys: string[]; values: string[] };

async function* counted(input: AsyncIterable<Buffer | string>): AsyncGenerator<Buffer | string> {
  let bytes = 0;
  for await (const chunk of input) {
    bytes += chunk.length;
    yield chunk;
  }
  if (bytes === 0) throw new ImportFileError('The file is empty');
}

export async function* readXml(
  input: AsyncIterable<Buffer | string>,
  options: { source: ImportSource | null; limits: ImportReadLimits },
): AsyncGenerator<ImportRow | ImportProblem> {
  // Their headers ('PO No.') are no XML names; nobody has seen an XML export of these systems either.
  if (options.source)
    throw new ImportFileError(
      `A ${IMPORT_SOURCE_FORMATS[options.source].label} export is read from a spreadsheet or JSON lines, not XML`,
    );
  const batches = xmlEventBatches(counted(input), {
    maxTokenChars: options.limits.maxTokenChars,
    malformed: (line, reason) => `The XML is not well formed at line ${line}: ${reason}`,
    truncated: 'The file ends unexpectedly (truncated)',
    tooLong: (line) =>
      `The XML has a text or tag longer than ${formatKb(options.limits.maxTokenChars)} at line ${line}`,
  });
  const plans = new Map<string, ColumnPlan>();
  const reported = new Set<string>();
  let depth = 0;
  let record: Open | null = null;
  let text: string | null = null; // the text of the field element being read
  let skipUntil = 0; // inside an element that is not read: its depth
  for await (const batch of batches)
    for (const event of batch) {
      if (event.type === 'text') {
        if (text !== null && skipUntil === 0) text += event.text;
        continue;
      }
      if (event.type === 'open') {
        depth += 1;
        if (skipUntil > 0) continue;
        if (depth === 1) {
          if (event.name !== XML_ROOT)
            throw new ImportFileError(`The XML's root element is <${event.name}>, not <${XML_ROOT}>`);
        } else if (depth === 2) {
          const entity = IMPORT_ENTITIES.find((e) => e === event.name);
          if (entity || event.name === XML_FLAT_ROW) {
            const layout: ImportLayout = entity ? { kind: 'entity', entity } : { kind: 'flat' };
            record = { name: event.name, line: event.line, layout, keys: [], values: [] };
          } else {
            skipUntil = depth;
            const message = `Unknown element <${event.name}> (not read)`;
            if (!reported.has(message)) {
              reported.add(message);
              yield problemAt(null, event.line, event.name, message);
            }
          }
        } else if (depth === 3 && record) {
          record.keys.push(event.name);
          text = '';
        } else if (record) {
          skipUntil = depth;
          const message = `Element <${event.name}> inside a field is not read`;
          if (!reported.has(message)) {
            reported.add(message);
            yield problemAt(record.name, event.line, event.name, message);
          }
        }
        continue;
      }
      depth -= 1;
      if (skipUntil > 0) {
        if (depth < skipUntil) skipUntil = 0;
        continue;
      }
      if (depth === 2 && record && text !== null) {
        record.values.push(text);
        text = null;
      } else if (depth === 1 && record) {
        const key = `${record.name}\n${record.keys.join('\n')}`;
        let plan = plans.get(key);
        if (!plan) {
          plan = planColumns(record.layout, record.keys, { source: null, required: false });
          if (plans.size < 100) plans.set(key, plan);
        }
        for (const issue of plan.issues)
          if (!reported.has(issue.message)) {
            reported.add(issue.message);
            yield problemAt(record.name, record.line, issue.column, issue.message);
          }
        const records = recordsOfRow(plan, record.values);
        if (records.length > 0) yield { sheet: record.name, row: record.line, records };
        record = null;
      }
    }
}

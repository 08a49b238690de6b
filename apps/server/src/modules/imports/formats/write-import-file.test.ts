// Templates and samples read back: every format the writers make is one the readers take without a problem.
import { readFileSync } from 'node:fs';
import { Writable } from 'node:stream';
import {
  type ImportFileType,
  type ImportProblem,
  type ImportRecord,
  type ImportSource,
  validateImportRecord,
} from '@keelson/domain';
import { describe, expect, it } from 'vitest';
import { collect } from './formats.test-support.ts';
import { SAMPLE_ROWS } from './import-sample.data.ts';
import {
  entityRecords,
  type ImportTemplateLayout,
  writeImportFile,
  writeImportTemplate,
} from './write-import-file.ts';
import { SAMPLES } from './write-samples.ts';

function sink() {
  const chunks: Buffer[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(Buffer.from(chunk));
      done();
    },
  });
  return { stream, bytes: () => Buffer.concat(chunks) };
}

/** What the records say once checked: entity and typed values, each entity once. */
function checked(records: ImportRecord[], source: ImportSource | null) {
  const problems: ImportProblem[] = [];
  const seen = new Set<string>();
  for (const record of records) {
    const check = validateImportRecord(record, { sheet: null, row: null }, { source });
    problems.push(...check.problems);
    seen.add(JSON.stringify([record.entity, check.values]));
  }
  return { problems, values: [...seen].sort() };
}

const FORMATS: [ImportFileType, ImportTemplateLayout][] = [
  ['spreadsheet', 'flat'],
  ['spreadsheet', 'entities'],
  ['jsonlines', 'flat'],
  ['jsonlines', 'entities'],
  ['xml', 'flat'],
  ['xml', 'entities'],
];

describe('templates', () => {
  it.each(FORMATS)(
    'a %s template (%s) reads back with every entity and no problem',
    async (fileType, layout) => {
      const out = sink();
      await writeImportTemplate(fileType, layout, out.stream);
      const { rows, problems } = await collect(out.bytes(), fileType);
      expect(problems).toEqual([]);
      const records = rows.flatMap((r) => r.records);
      expect(new Set(records.map((r) => r.entity))).toEqual(
        new Set(['vessel', 'supplier', 'article', 'purchase_order', 'purchase_order_item']),
      );
      expect(checked(records, null).problems).toEqual([]);
    },
  );

  it.each(['CFM_IHMMAINT', 'MARASOFT_IHMMAINT', 'ZEEBORN_IHMMAINT'] as const)(
    'a %s template reads back through its mapping',
    async (source) => {
      const out = sink();
      await writeImportTemplate('spreadsheet', 'flat', out.stream, { source });
      const { rows, problems } = await collect(out.bytes(), 'spreadsheet', { source });
      expect(problems).toEqual([]);
      expect(checked(rows[0]?.records ?? [], source).problems).toEqual([]);
    },
  );
});

describe('samples', () => {
  const expected = checked(entityRecords(SAMPLE_ROWS), null);

  it.each(SAMPLES.map((s) => [s.file, s] as const))(
    '%s says what the sample rows say',
    async (_file, sample) => {
      const out = sink();
      await writeImportFile(sample.fileType, sample.layout, SAMPLE_ROWS, out.stream, {
        source: sample.source ?? null,
      });
      const source = sample.source ?? null;
      const { rows, problems } = await collect(out.bytes(), sample.fileType, { source });
      expect(problems).toEqual([]);
      const read = checked(
        rows.flatMap((r) => r.records),
        source,
      );
      expect(read.problems).toEqual([]);
      expect(read.values).toEqual(expected.values);
    },
  );

  it.each(SAMPLES.filter((s) => s.fileType !== 'spreadsheet').map((s) => [s.file, s] as const))(
    'docs/samples/%s is up to date (run write-samples.ts)',
    async (file, sample) => {
      const out = sink();
      await writeImportFile(sample.fileType, sample.layout, SAMPLE_ROWS, out.stream);
      const committed = readFileSync(
        new URL(`../../../../../../docs/samples/${file}`, import.meta.url),
        'utf8',
      );
      expect(out.bytes().toString('utf8')).toBe(committed);
    },
  );
});

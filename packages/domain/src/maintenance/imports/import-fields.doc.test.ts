// docs/imports.md and the tables are the same: every field with its type, rule, limit and description,
// every source column and status word.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMPORT_ENTITIES } from './import.constants.ts';
import { type ImportField, importFieldsOf } from './import-fields.table.ts';
import { IMPORT_SOURCE_FORMATS } from './import-sources.table.ts';

const doc = readFileSync(new URL('../../../../../docs/imports.md', import.meta.url), 'utf8');

/** Cells of the table rows of one section (between its heading and the next), trimmed. */
function tableRows(heading: string): string[][] {
  const start = doc.indexOf(`\n${heading}\n`);
  if (start < 0) return [];
  const rest = doc.slice(start + heading.length + 2);
  const end = rest.search(/\n#{2,3} /);
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('|---') && !line.startsWith('| field'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    );
}

const rule = (f: ImportField) => (f.requirement === 'one_of' ? 'one of' : f.requirement);
const limit = (f: ImportField) =>
  f.maxLength !== null ? String(f.maxLength) : f.min !== null ? `≥ ${f.min}` : '—';

describe('docs/imports.md', () => {
  it.each(IMPORT_ENTITIES)('lists every field of %s as the table has it', (entity) => {
    expect(tableRows(`### ${entity}`)).toEqual(
      importFieldsOf(entity).map((f) => [
        `\`${f.name}\``,
        f.type,
        rule(f),
        limit(f),
        f.description,
        `\`${f.example}\``,
      ]),
    );
  });

  it('lists every column of every source', () => {
    const rows = tableRows('## Exports of CFM, Marasoft and Zeeborn').filter((r) => r[0]?.startsWith('`'));
    const sources = Object.values(IMPORT_SOURCE_FORMATS);
    const ours = [...new Set(sources.flatMap((s) => Object.values(s.columns)))];
    expect(rows).toEqual(
      ours.map((column) => [
        `\`${column}\``,
        ...sources.map((s) => Object.entries(s.columns).find(([, c]) => c === column)?.[0] ?? '—'),
      ]),
    );
  });

  it.each(Object.values(IMPORT_SOURCE_FORMATS))(
    'lists the status words and date formats of $label',
    (format) => {
      const words = Object.entries(format.statuses).map(([theirs, ours]) => `${theirs} → \`${ours}\``);
      expect(doc).toContain(`- ${format.label}: ${words.join(', ')}.`);
      expect(doc).toContain(`\`${format.dateFormats[0]}\``);
    },
  );
});

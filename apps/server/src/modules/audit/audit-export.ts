import { once } from 'node:events';
import type { Writable } from 'node:stream';
import type { TAuditEntry } from '@keelson/contract';
import type { Database } from '../../db/client.ts';
import { auditEntryAnswer } from './audit.presenter.ts';
import { type AuditScope, selectAuditPage } from './audit.queries.ts';
import { namesOf } from './audit-names.ts';

const PAGE = 500;

const CSV_HEADER = ['at', 'actor_kind', 'actor', 'action', 'entity', 'entity_id', 'field', 'before', 'after'];

const cell = (value: unknown): string => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  // Quoted always; a leading formula character is defused for spreadsheets.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** One line per change (an entry without changes, one line): what a spreadsheet filters best. */
function csvLines(entry: TAuditEntry): string {
  const head = [entry.at, entry.actor.kind, entry.actor.name, entry.action, entry.entity, entry.entity_id];
  const changes = entry.changes.length > 0 ? entry.changes : [null];
  return changes
    .map((change) =>
      [
        ...head,
        change?.field ?? '',
        change ? (change.before_name ?? change.before) : '',
        change ? (change.after_name ?? change.after) : '',
      ]
        .map(cell)
        .join(','),
    )
    .map((line) => `${line}\r\n`)
    .join('');
}

/**
 * Writes every entry of the scope, newest first, page by page (keyset on the id), each page only
 * once the download has taken the one before: the trail of years never sits in memory.
 */
export async function writeAuditExport(
  db: Database,
  props: { scope: AuditScope; format: 'csv' | 'jsonlines'; output: Writable },
) {
  const write = async (text: string) => {
    if (!props.output.write(text)) await once(props.output, 'drain');
  };
  if (props.format === 'csv') await write(`${CSV_HEADER.join(',')}\r\n`);
  let before: number | undefined;
  for (;;) {
    if (props.output.destroyed) return;
    const { rows, nextBefore } = await selectAuditPage(db, props.scope, { before, limit: PAGE });
    const names = await namesOf(db, rows);
    const entries = rows.map((row) => auditEntryAnswer(row, names));
    await write(
      entries
        .map((entry) => (props.format === 'csv' ? csvLines(entry) : `${JSON.stringify(entry)}\n`))
        .join(''),
    );
    if (nextBefore === null) break;
    before = nextBefore;
  }
  props.output.end();
}

// The decision tables of docs/domain/order-item-lifecycle.md and the code are the same rows.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CREW_ACTION_ROWS } from './crew-actions.table.ts';
import { CREW_DISPLAY_TABLE } from './crew-display.rules.ts';
import type { FirstMatchTable } from './decision-table.utils.ts';
import { ACTION_USER_ROLES, DOCUMENT_REQUEST_ACTION_TYPES } from './document.constants.ts';
import { REQUEST_STATUS_AFTER_ACTION } from './document-request.rules.ts';
import { EXPERT_ACTION_ROWS } from './expert-actions.table.ts';
import { EXPERT_DISPLAY_TABLE, EXPERT_DOCUMENT_RANKING } from './expert-display.rules.ts';
import { EXPERT_WAITING_TABLE } from './expert-waiting.rules.ts';
import { CREW_HIGHLIGHT_TABLE, EXPERT_HIGHLIGHT_TABLE } from './highlights.table.ts';
import { ORDER_DELIVERY_TABLE } from './order-evaluation.engine.ts';
import { CLOCK_RULES } from './overdue.rules.ts';
import { RECEIPT_STATE_TABLE } from './receiving.rules.ts';
import { INVALID_REVIEW_ROWS } from './review.rules.ts';
import { SUPPLIER_DISPLAY_OF_STATUS } from './supplier-display.rules.ts';
import { CREW_LIST_TABLE, EXPERT_LIST_TABLE, GENERAL_LIST_TABLE } from './work-lists.table.ts';

const doc = readFileSync(new URL('../../../../docs/domain/order-item-lifecycle.md', import.meta.url), 'utf8');
const lines = doc.split('\n');

type Row = { id: string; outcome: string; rule: string };

/** Cells of the doc's table rows (Biome pads the columns, so cells are trimmed). */
const tableLines: string[][] = lines
  .filter((line) => line.startsWith('|'))
  .map((line) =>
    line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim()),
  );

const unquote = (cell: string | undefined): string | undefined => /^`([^`]+)`$/.exec(cell ?? '')?.[1];

/** Rows `| ID | `outcome` | rule |` of the doc whose id is `prefix` and a number. */
function docRows(prefix: string): Row[] {
  const id = new RegExp(`^${prefix}\\d+$`);
  return tableLines.flatMap(([first = '', outcome, rule = '']) => {
    const quoted = unquote(outcome);
    return id.test(first) && quoted !== undefined ? [{ id: first, outcome: quoted, rule }] : [];
  });
}

const rowsOf = (rows: readonly Row[]): Row[] => rows.map(({ id, outcome, rule }) => ({ id, outcome, rule }));
const tableRows = <C, O extends string>(table: FirstMatchTable<C, O>): Row[] =>
  rowsOf([...table.rows, table.otherwise]);

describe('docs/domain/order-item-lifecycle.md agrees with the code', () => {
  it.each([
    ['V', rowsOf(INVALID_REVIEW_ROWS)],
    ['E', rowsOf(EXPERT_ACTION_ROWS)],
    [
      'T',
      EXPERT_ACTION_ROWS.map((row) => ({ id: row.clock.id, outcome: row.outcome, rule: row.clock.rule })),
    ],
    ['C', rowsOf(CREW_ACTION_ROWS)],
    ['R', tableRows(RECEIPT_STATE_TABLE)],
    ['LC', tableRows(CREW_LIST_TABLE)],
    ['LE', tableRows(EXPERT_LIST_TABLE)],
    ['LG', tableRows(GENERAL_LIST_TABLE)],
    ['O', rowsOf(CLOCK_RULES)],
    ['XD', tableRows(EXPERT_DISPLAY_TABLE)],
    ['CD', tableRows(CREW_DISPLAY_TABLE)],
    ['HE', tableRows(EXPERT_HIGHLIGHT_TABLE)],
    ['HC', tableRows(CREW_HIGHLIGHT_TABLE)],
    ['DO', tableRows(ORDER_DELIVERY_TABLE)],
    [
      'W',
      rowsOf(
        [...EXPERT_WAITING_TABLE.rows, EXPERT_WAITING_TABLE.otherwise].map((row) => ({
          ...row,
          outcome: row.outcome ?? 'none',
        })),
      ),
    ],
  ])('table %s', (prefix, codeRows) => {
    expect(docRows(prefix)).toEqual(codeRows);
  });

  it('table SD', () => {
    const code = Object.entries(SUPPLIER_DISPLAY_OF_STATUS).map(([status, display], index) => ({
      id: `SD${index + 1}`,
      outcome: display,
      rule: status,
    }));
    expect(docRows('SD')).toEqual(code);
  });

  it('table XR', () => {
    const rows = tableLines
      .filter(([first = '']) => /^XR\d+$/.test(first))
      .map(([, status, md, sdoc]) => ({ status: unquote(status), md: unquote(md), sdoc: unquote(sdoc) }));
    expect(rows).toEqual(EXPERT_DOCUMENT_RANKING.map(({ status, md, sdoc }) => ({ status, md, sdoc })));
  });

  it('table D', () => {
    const types: readonly string[] = DOCUMENT_REQUEST_ACTION_TYPES;
    const rows = tableLines
      .filter(([first]) => types.includes(unquote(first) ?? ''))
      .map(([first, ...cells]) => [unquote(first), cells.map(unquote)] as const);
    const code = DOCUMENT_REQUEST_ACTION_TYPES.map(
      (type) => [type, ACTION_USER_ROLES.map((role) => REQUEST_STATUS_AFTER_ACTION[type][role])] as const,
    );
    expect(Object.fromEntries(rows)).toEqual(Object.fromEntries(code));
    expect(rows).toHaveLength(DOCUMENT_REQUEST_ACTION_TYPES.length);
  });
});

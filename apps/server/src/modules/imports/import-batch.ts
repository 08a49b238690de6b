import {
  type ImportEntity,
  type ImportProblem,
  type ImportRow,
  type ImportSource,
  type ImportValue,
  validateImportRecord,
} from '@keelson/domain';
import type { Database } from '../../db/client.ts';
import { type BatchKeys, emptyBatchKeys, loadStored } from './import-lookups.ts';
import { type BatchPlan, emptyPlan } from './import-plan.ts';
import { RowFailure, takeRow, text, type Validated, type Values } from './import-row.ts';
import type { ImportState } from './import-state.ts';

function keysOf(rows: readonly { records: Validated[] }[]): BatchKeys {
  const keys = emptyBatchKeys();
  const add = (set: Set<string>, value: ImportValue) => {
    const key = text(value);
    if (key) set.add(key);
  };
  for (const { records } of rows) {
    for (const { entity, values } of records) {
      if (entity === 'supplier') add(keys.suppliers, values.extid);
      if (entity === 'article') {
        add(keys.articleExtids, values.extid);
        add(keys.articleImpas, values.impa_number);
      }
      if (entity === 'purchase_order') add(keys.orders, values.extid);
      if (entity === 'purchase_order_item') {
        add(keys.items, values.extid);
        add(keys.orders, values['purchase_order.extid']);
        add(keys.suppliers, values['supplier.extid']);
        add(keys.articleExtids, values['article.extid']);
        add(keys.articleImpas, values['article.impa_number']);
      }
    }
  }
  return keys;
}

/**
 * Decides what a batch of rows does to the company's data: validates each record, links the
 * references (to this file's earlier rows or to what is stored), counts added / changed /
 * unchanged / failed and logs every problem. Reads only: the plan is written by `writePlan`
 * (a run) or thrown away (a simulation), so both phases count alike.
 */
export async function planBatch(
  db: Database,
  props: {
    bucketId: string;
    source: ImportSource | null;
    state: ImportState;
    rows: readonly ImportRow[];
    now: Date;
  },
): Promise<BatchPlan> {
  const { state } = props;
  const plan = emptyPlan();
  const validRows: { sheet: string; row: number; records: Validated[] }[] = [];
  for (const row of props.rows) {
    state.counts.rowsRead += 1;
    const problems: ImportProblem[] = [];
    const records = row.records.map((record) => {
      const checked = validateImportRecord(
        record,
        { sheet: row.sheet, row: row.row },
        { source: props.source },
      );
      problems.push(...checked.problems);
      return { entity: record.entity, values: checked.values as Values, failed: checked.problems.length > 0 };
    });
    if (problems.length) {
      for (const problem of problems) state.problem(problem);
      countFailedRow(state, records);
      continue;
    }
    validRows.push({ ...row, records });
  }
  const storedItems = await loadStored(db, props.bucketId, state, keysOf(validRows));
  for (const row of validRows) {
    const context = {
      bucketId: props.bucketId,
      sheet: row.sheet,
      row: row.row,
      now: props.now,
      plan,
      storedItems,
    };
    try {
      takeRow(state, context, row.records);
    } catch (error) {
      if (!(error instanceof RowFailure)) throw error;
      state.problem({
        sheet: row.sheet,
        row: row.row,
        column: error.column,
        value: error.value,
        message: error.message,
      });
      countFailedRow(state, row.records);
    }
  }
  return plan;
}

function countFailedRow(state: ImportState, records: readonly { entity: ImportEntity }[]) {
  for (const entity of new Set(records.map((record) => record.entity))) state.count(entity, 'failed');
}

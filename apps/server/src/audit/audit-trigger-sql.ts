import type { AuditedTable } from './audited-tables.ts';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/**
 * The trigger functions' arguments, in order: entity, audited columns (comma separated), id column,
 * subject column, bucket column, item column, project column ('' for none).
 */
export function auditTriggerArgs(table: AuditedTable): string[] {
  return [
    table.entity,
    table.columns.join(','),
    table.idColumn ?? 'id',
    table.subjectColumn,
    table.bucketColumn ?? '',
    table.itemColumn ?? '',
    table.projectColumn ?? '',
  ];
}

/**
 * The three triggers of an audited table. Inserts and deletes are audited once per statement from
 * its transition table (an import inserts thousands of items in one statement); updates per row, and
 * only when an audited column is in the statement's SET list and changed (the WHEN clause is judged
 * without calling the function), so the engine's refreshes of derived columns cost nothing.
 */
export function auditTriggerSql(table: AuditedTable): string {
  const name = quoted(table.table);
  const args = auditTriggerArgs(table).map(literal).join(', ');
  const columns = table.columns.map(quoted);
  const old = columns.map((column) => `OLD.${column}`).join(', ');
  const now = columns.map((column) => `NEW.${column}`).join(', ');
  return [
    `CREATE TRIGGER ${quoted(`audit_${table.table}_inserted`)} AFTER INSERT ON ${name}
	REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted(${args});`,
    `CREATE TRIGGER ${quoted(`audit_${table.table}_updated`)} AFTER UPDATE OF ${columns.join(', ')} ON ${name}
	FOR EACH ROW WHEN ((${old}) IS DISTINCT FROM (${now})) EXECUTE FUNCTION audit_updated(${args});`,
    `CREATE TRIGGER ${quoted(`audit_${table.table}_deleted`)} AFTER DELETE ON ${name}
	REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION audit_deleted(${args});`,
  ].join('\n--> statement-breakpoint\n');
}

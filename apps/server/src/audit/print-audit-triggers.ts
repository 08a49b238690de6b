// Prints the CREATE TRIGGER statements of every audited table, for a migration that changes them:
// `npx tsx apps/server/src/audit/print-audit-triggers.ts [table…]` (drop the old triggers first).

import { auditTriggerSql } from './audit-trigger-sql.ts';
import { AUDITED_TABLES } from './audited-tables.ts';

const only = new Set(process.argv.slice(2));
const tables = AUDITED_TABLES.filter((table) => only.size === 0 || only.has(table.table));
process.stdout.write(`${tables.map(auditTriggerSql).join('\n--> statement-breakpoint\n')}\n`);

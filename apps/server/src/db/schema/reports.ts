import {
  GENERATED_REPORT_STATUSES,
  REPORT_TYPES,
  REPORT_VARIANTS,
  type ReportFileKind,
} from '@keelson/domain';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { at, createdAt, id } from './columns.ts';
import { projects } from './projects.ts';

/** A file of a finished report in the file store. */
export type GeneratedReportFile = { kind: ReportFileKind; key: string; fileName: string; fileSize: number };

/**
 * A version of a report of a project (spec section 3: Generated report; decision 0031). Versions
 * count per namespace (template, variant, period, photo option); each keeps the hash of the content
 * it shows, and a request whose content hash equals the latest version's gets that version back.
 */
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: id(),
    projectId: uuid()
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    projectContentHash: text().notNull(),
    namespace: text().notNull(),
    type: text({ enum: REPORT_TYPES }).notNull(),
    template: text().notNull(),
    templateName: text().notNull(),
    variant: text({ enum: REPORT_VARIANTS }).notNull(),
    periodFrom: text(),
    periodTo: text(),
    withPhotos: boolean().notNull().default(false),
    status: text({ enum: GENERATED_REPORT_STATUSES }).notNull(),
    version: integer().notNull(),
    requestedAt: createdAt(),
    requestedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    generatingAt: at(),
    finishedAt: at(),
    files: jsonb().$type<GeneratedReportFile[]>().notNull().default([]),
    error: text(),
    jobId: uuid(),
  },
  (table) => [
    uniqueIndex('generated_reports_version_unique').on(table.projectId, table.namespace, table.version),
    index('generated_reports_project_idx').on(table.projectId, table.requestedAt),
  ],
);

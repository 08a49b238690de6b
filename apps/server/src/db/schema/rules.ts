import {
  RULE_ACTIONS,
  RULE_APPLICATION_STATUSES,
  RULE_CONFIRMATION_MODES,
  RULE_STATUSES,
  RULE_TYPES,
  type RuleFilter,
} from '@keelson/domain';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { buckets } from './buckets.ts';
import { at, createdAt, id } from './columns.ts';
import { purchaseOrderItems } from './purchase-orders.ts';

// Automatic rules (spec section 3: Rule, Rule application; docs/domain/rules.md).

/** A filter over a company's order items and what to do with them; its state is kept current. */
export const rules = pgTable(
  'rules',
  {
    id: id(),
    /** The company (bucket) the rule lives in: a maintenance bucket, or an expert bucket serving customers. */
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    type: text({ enum: RULE_TYPES }).notNull().default('rule'),
    isUserDefined: boolean().notNull().default(true),
    label: text().notNull(),
    filter: jsonb().$type<RuleFilter>().notNull(),
    action: text({ enum: RULE_ACTIONS }).notNull(),
    /** No foreign key: a removed category makes the rule Broken, it does not silently lose its action. */
    categoryId: uuid(),
    disabled: boolean().notNull().default(false),
    isUserConfirmed: boolean().notNull().default(false),
    confirmedAt: at(),
    confirmedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    /** Derived by the domain's ruleState, kept so lists filter and sort by it. */
    status: text({ enum: RULE_STATUSES }).notNull().default('unconfirmed'),
    confirmation: text({ enum: RULE_CONFIRMATION_MODES }),
    problem: text(),
    decisions: integer().notNull().default(0),
    agreements: integer().notNull().default(0),
    createdAt: createdAt(),
    createdByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
    updatedAt: at(),
  },
  (table) => [index('rules_bucket_idx').on(table.bucketId, table.createdAt)],
);

/** A rule of an expert bucket confirmed for one of its customer buckets. */
export const ruleTargets = pgTable(
  'rule_targets',
  {
    ruleId: uuid()
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    confirmedAt: at().notNull(),
    confirmedByUserId: uuid().references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.ruleId, table.bucketId] })],
);

/** What a rule did (or, training, suggested) to one item, with what it replaced so a reset can undo it. */
export const ruleApplications = pgTable(
  'rule_applications',
  {
    id: id(),
    ruleId: uuid()
      .notNull()
      .references(() => rules.id, { onDelete: 'cascade' }),
    bucketId: uuid()
      .notNull()
      .references(() => buckets.id, { onDelete: 'cascade' }),
    itemId: uuid()
      .notNull()
      .references(() => purchaseOrderItems.id, { onDelete: 'cascade' }),
    isSuggestion: boolean().notNull(),
    status: text({ enum: RULE_APPLICATION_STATUSES }).notNull(),
    jobId: uuid(),
    categoryId: uuid(),
    closedReview: boolean().notNull().default(false),
    previousCategoryId: uuid(),
    error: text(),
    /** An expert's decision on a suggestion: agreed or not (scores the rule). */
    agreed: boolean(),
    decidedAt: at(),
    undoneAt: at(),
    createdAt: createdAt(),
  },
  (table) => [
    index('rule_applications_item_idx').on(table.itemId, table.createdAt),
    index('rule_applications_rule_idx').on(table.ruleId, table.createdAt),
    // Open suggestions of an item are looked up on every expert decision.
    index('rule_applications_open_suggestions_idx')
      .on(table.itemId)
      .where(sql`${table.isSuggestion} and ${table.decidedAt} is null and ${table.undoneAt} is null`),
  ],
);

import {
  AUDIT_ACTOR_KINDS,
  AUDIT_ENTITIES,
  AUDIT_ENTITY_LABELS,
  type TAuditEntity,
  type TAuditEntry,
} from '@keelson/contract';
import type { AuditFilters } from '../../api/audit.ts';
import { ACTOR_KIND_LABELS } from './audit-format.ts';

type ActorKind = TAuditEntry['actor']['kind'];
export type AuditFilterParam = 'who' | 'entity' | 'from' | 'to';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: string | null): value is string =>
  Boolean(value && DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)));

/** The audit view's filters from its URL (?who=&entity=&from=&to=); anything unknown is left out. */
export function auditFiltersFromQuery(params: URLSearchParams): AuditFilters {
  const who = params.get('who');
  const entity = params.get('entity');
  const from = params.get('from');
  const to = params.get('to');
  return {
    actor_kind: AUDIT_ACTOR_KINDS.includes(who as ActorKind) ? (who as ActorKind) : undefined,
    entity: AUDIT_ENTITIES.includes(entity as TAuditEntity) ? (entity as TAuditEntity) : undefined,
    from: isDay(from) ? from : undefined,
    to: isDay(to) ? to : undefined,
  };
}

/** A period that ends before it starts matches nothing: the view says so instead of asking. */
export function periodProblem(filters: AuditFilters): string | null {
  return filters.from && filters.to && filters.to < filters.from ? 'The period ends before it starts.' : null;
}

export const hasAuditFilters = (filters: AuditFilters) =>
  Boolean(filters.actor_kind || filters.entity || filters.from || filters.to);

export const ACTOR_KIND_OPTIONS = [
  { value: '', label: 'Anyone' },
  ...AUDIT_ACTOR_KINDS.map((kind) => ({ value: kind, label: ACTOR_KIND_LABELS[kind] })),
];

/** Every entity, by the name the screens give it. */
export const ENTITY_OPTIONS = [
  { value: '', label: 'Everything' },
  ...AUDIT_ENTITIES.map((entity) => ({ value: entity, label: AUDIT_ENTITY_LABELS[entity] })).sort((a, b) =>
    a.label.localeCompare(b.label),
  ),
];

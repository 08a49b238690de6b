// Types only from the contract: its values would bring zod into this screen's chunk.
import type { TBucket, TServiceLevels, TTeamMembership } from '@keelson/contract';
import {
  canManageTeam,
  DEFAULT_SERVICE_LEVELS,
  fullName,
  normalizeEmail,
  reminderScheduleSentence,
  type ServiceLevels,
  serviceLevelProblems,
} from '@keelson/domain';
import type { TCompanyPatch, TSupplierPatch } from '../../api/companies.ts';
import type { TSupplier } from '../../api/orders.ts';
import { type SupplierValues, splitEmails } from '../catalog/catalog-forms.ts';

// Edits send only the changed fields, texts trimmed (spec section 5).

export type CompanyValues = { name: string; checked: boolean };

export const companyValues = (company: TBucket): CompanyValues => ({
  name: company.name,
  checked: company.checked,
});

export function companyChanges(company: TBucket, values: CompanyValues): TCompanyPatch {
  const changes: TCompanyPatch = {};
  const name = values.name.trim();
  if (name !== company.name) changes.name = name;
  if (values.checked !== company.checked) changes.checked = values.checked;
  return changes;
}

export const supplierValues = (supplier: TSupplier): SupplierValues => ({
  name: supplier.name,
  extid: supplier.extid ?? '',
  contactEmails: supplier.contact_emails.join(', '),
});

/** The supplier's changed name and contacts; the addresses lower-case, each once, in their order. */
export function supplierChanges(supplier: TSupplier, values: SupplierValues): TSupplierPatch {
  const changes: TSupplierPatch = {};
  const name = values.name.trim();
  if (name !== supplier.name) changes.name = name;
  const emails = [...new Set(splitEmails(values.contactEmails).map(normalizeEmail))];
  if (emails.join('\n') !== supplier.contact_emails.join('\n')) changes.contact_emails = emails;
  return changes;
}

// ── Data owner ──────────────────────────────────────────────────────────────────────────────────
type Person = { id: string; email: string; first_name: string | null; last_name: string | null };
type OwnerOption = { value: string; label: string };

/** The picker's value of the company's data owner: `team:{id}` or `user:{id}`. */
export const dataOwnerValue = (company: Pick<TBucket, 'dataowner_team_id' | 'dataowner_user_id'>) =>
  company.dataowner_team_id ? `team:${company.dataowner_team_id}` : `user:${company.dataowner_user_id ?? ''}`;

/**
 * Whom a manager may make the data owner (decision 0032, the API's rule): the teams they manage, and
 * the company's users: themselves, its owner user, the accepted members of its owner team. Each once,
 * by name; the current owner is always among them.
 */
export function dataOwnerOptions(props: {
  company: Pick<TBucket, 'dataowner_team_id' | 'dataowner_user_id' | 'dataowner_name'>;
  me: Person | undefined;
  myMemberships: readonly TTeamMembership[];
  ownerTeamMembers: readonly TTeamMembership[];
}): { group: string; items: OwnerOption[] }[] {
  const { company } = props;
  const teams = new Map<string, string>();
  if (company.dataowner_team_id) teams.set(company.dataowner_team_id, company.dataowner_name);
  for (const membership of props.myMemberships)
    if (membership.team && canManageTeam(membership)) teams.set(membership.team_id, membership.team.name);
  const people = new Map<string, string>();
  if (props.me) people.set(props.me.id, `${fullName(props.me)} (you)`);
  if (company.dataowner_user_id && !people.has(company.dataowner_user_id))
    people.set(company.dataowner_user_id, company.dataowner_name);
  for (const membership of props.ownerTeamMembers) {
    const user = membership.user;
    if (membership.status === 'accepted' && user && !people.has(user.id)) people.set(user.id, fullName(user));
  }
  const sorted = (entries: Map<string, string>, kind: 'team' | 'user') =>
    [...entries]
      .map(([id, label]) => ({ value: `${kind}:${id}`, label }))
      .sort((a, b) => a.label.localeCompare(b.label));
  return [
    { group: 'Teams', items: sorted(teams, 'team') },
    { group: 'People', items: sorted(people, 'user') },
  ].filter((group) => group.items.length > 0);
}

/** What PATCH takes to make the chosen option the data owner; nothing when it already is. */
export function dataOwnerChange(company: TBucket, value: string): TCompanyPatch {
  if (value === dataOwnerValue(company)) return {};
  const [kind, id = ''] = value.split(':');
  return kind === 'team' ? { dataowner_team_id: id } : { dataowner_user_id: id };
}

// ── Reminder schedule (service levels) ──────────────────────────────────────────────────────────
/** The API's name of each service level (the contract's SERVICE_LEVEL_FIELD_OF). */
const API_FIELD_OF = {
  supplierReminder1AfterDays: 'supplier_reminder1_after_days',
  supplierReminder2AfterDays: 'supplier_reminder2_after_days',
  supplierOverdueAfterDays: 'supplier_overdue_after_days',
  expertOverdueAfterDays: 'expert_overdue_after_days',
  crewOverdueAfterDays: 'crew_overdue_after_days',
} as const satisfies Record<keyof ServiceLevels, keyof TServiceLevels>;
const LEVEL_KEYS = Object.keys(API_FIELD_OF) as (keyof ServiceLevels)[];

const toServiceLevels = (levels: TServiceLevels): ServiceLevels =>
  Object.fromEntries(LEVEL_KEYS.map((key) => [key, levels[API_FIELD_OF[key]]])) as ServiceLevels;
const serviceLevelsAnswer = (levels: ServiceLevels): TServiceLevels =>
  Object.fromEntries(LEVEL_KEYS.map((key) => [API_FIELD_OF[key], levels[key]])) as TServiceLevels;

/** The form's days; an emptied number input is ''. */
export type ScheduleValues = Record<keyof TServiceLevels, number | string>;

export const scheduleValues = (company: TBucket): ScheduleValues =>
  company.service_levels ?? serviceLevelsAnswer(DEFAULT_SERVICE_LEVELS);

const asLevels = (values: ScheduleValues): TServiceLevels =>
  Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value === '' ? Number.NaN : Number(value)]),
  ) as TServiceLevels;

/** The domain's messages by field (the API judges with the same rule). */
export function scheduleErrors(values: ScheduleValues): Partial<Record<keyof TServiceLevels, string>> {
  const errors: Partial<Record<keyof TServiceLevels, string>> = {};
  for (const problem of serviceLevelProblems(toServiceLevels(asLevels(values))))
    errors[API_FIELD_OF[problem.field]] ??= problem.message;
  return errors;
}

/** The whole schedule when a day changed (the API takes it whole), else nothing. */
export function scheduleChanges(company: TBucket, values: ScheduleValues): TCompanyPatch {
  const levels = asLevels(values);
  const current = scheduleValues(company);
  const changed = (Object.keys(levels) as (keyof TServiceLevels)[]).some(
    (field) => levels[field] !== current[field],
  );
  return changed ? { service_levels: levels } : {};
}

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

/** The schedule read back in sentences, or null while a day is missing or wrong. */
export function schedulePreview(values: ScheduleValues): string[] | null {
  const levels = asLevels(values);
  if (Object.keys(scheduleErrors(values)).length > 0) return null;
  return [
    reminderScheduleSentence(toServiceLevels(levels)),
    `The expert is overdue ${days(levels.expert_overdue_after_days)} after an item needs them, ` +
      `the crew ${days(levels.crew_overdue_after_days)} after they were first notified.`,
  ];
}

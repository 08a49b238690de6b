import type { TBucket, TTeamMembership } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import {
  companyChanges,
  dataOwnerChange,
  dataOwnerOptions,
  scheduleChanges,
  scheduleErrors,
  schedulePreview,
  scheduleValues,
  supplierChanges,
  supplierValues,
} from './admin-forms.ts';

const company = { name: 'Baltic Lines', checked: false } as TBucket;
const supplier = {
  id: 's1',
  name: 'Hanse Marine',
  extid: null,
  contact_emails: ['orders@hanse.example', 'qa@hanse.example'],
};

describe('companyChanges', () => {
  it('sends only what changed, the name trimmed', () => {
    expect(companyChanges(company, { name: ' Baltic Lines ', checked: false })).toEqual({});
    expect(companyChanges(company, { name: 'Baltic Line AS', checked: true })).toEqual({
      name: 'Baltic Line AS',
      checked: true,
    });
  });
});

describe('supplierChanges', () => {
  it('unchanged values send nothing', () => {
    expect(supplierChanges(supplier, supplierValues(supplier))).toEqual({});
  });

  it('contacts are split, lower-cased and kept once; the order counts as a change', () => {
    expect(
      supplierChanges(supplier, {
        ...supplierValues(supplier),
        contactEmails: 'QA@hanse.example\norders@hanse.example; qa@hanse.example',
      }),
    ).toEqual({ contact_emails: ['qa@hanse.example', 'orders@hanse.example'] });
  });

  it('a new name alone, trimmed; emptied contacts are an empty list', () => {
    expect(
      supplierChanges(supplier, { ...supplierValues(supplier), name: '  Hanse Marine Supply ' }),
    ).toEqual({
      name: 'Hanse Marine Supply',
    });
    expect(supplierChanges(supplier, { ...supplierValues(supplier), contactEmails: ' ' })).toEqual({
      contact_emails: [],
    });
  });
});

describe('data owner', () => {
  const owned = {
    ...company,
    dataowner_team_id: 't1',
    dataowner_user_id: null,
    dataowner_name: 'Harbour Experts',
  } as TBucket;
  const person = (id: string, first_name: string) => ({
    id,
    email: `${id}@example.com`,
    first_name,
    last_name: 'Berg',
  });
  const membership = (team_id: string, role: string, extra: object = {}) =>
    ({ team_id, role, status: 'accepted', ...extra }) as TTeamMembership;

  it('offers the teams I manage, me and the owner team’s accepted members, each once', () => {
    const options = dataOwnerOptions({
      company: owned,
      me: person('u1', 'Ada'),
      myMemberships: [
        membership('t1', 'legal', { team: { name: 'Harbour Experts' } }),
        membership('t2', 'manager', { team: { name: 'Aft Experts' } }),
        membership('t3', 'regular', { team: { name: 'Bow Experts' } }),
      ],
      ownerTeamMembers: [
        membership('t1', 'legal', { user: person('u1', 'Ada') }),
        membership('t1', 'regular', { user: person('u2', 'Bo') }),
        membership('t1', 'regular', { user: person('u3', 'Cy'), status: 'invited' }),
      ],
    });
    expect(options).toEqual([
      {
        group: 'Teams',
        items: [
          { value: 'team:t2', label: 'Aft Experts' },
          { value: 'team:t1', label: 'Harbour Experts' },
        ],
      },
      {
        group: 'People',
        items: [
          { value: 'user:u1', label: 'Ada Berg (you)' },
          { value: 'user:u2', label: 'Bo Berg' },
        ],
      },
    ]);
  });

  it('sends the team or the user chosen, nothing for the current owner', () => {
    expect(dataOwnerChange(owned, 'team:t1')).toEqual({});
    expect(dataOwnerChange(owned, 'team:t2')).toEqual({ dataowner_team_id: 't2' });
    expect(dataOwnerChange(owned, 'user:u2')).toEqual({ dataowner_user_id: 'u2' });
  });
});

describe('reminder schedule', () => {
  const withDefaults = { ...company } as TBucket;

  it('starts from the defaults, sends the whole schedule when a day changed', () => {
    const values = scheduleValues(withDefaults);
    expect(scheduleChanges(withDefaults, values)).toEqual({});
    expect(scheduleChanges(withDefaults, { ...values, supplier_reminder1_after_days: 3 })).toEqual({
      service_levels: { ...values, supplier_reminder1_after_days: 3 },
    });
  });

  it('reads the schedule back, and names the wrong day instead', () => {
    const values = scheduleValues(withDefaults);
    expect(schedulePreview(values)?.[0]).toBe(
      'First reminder 7 days after the request, second 14 days after; the supplier is overdue after 21 days.',
    );
    const wrong = { ...values, supplier_reminder2_after_days: 5 };
    expect(schedulePreview(wrong)).toBeNull();
    expect(scheduleErrors(wrong)).toEqual({
      supplier_reminder2_after_days: 'The second reminder must come after the first',
    });
    expect(scheduleErrors({ ...values, crew_overdue_after_days: '' })).toEqual({
      crew_overdue_after_days: 'Enter whole days from 1 to 365',
    });
  });
});

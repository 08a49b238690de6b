import type { TBucket, TTeamMembership } from '@keelson/contract';
import { canManageTeam } from '@keelson/domain';

export type CompanyList = { active: TBucket[]; archived: TBucket[] };

/**
 * The maintenance companies from several answers (teams, expert buckets' customers, my projects'
 * buckets), each once: the answer with the caller's counts wins over one without. By name, then id;
 * archived ones apart (decision 0032).
 */
export function companyList(answers: readonly (readonly TBucket[])[]): CompanyList {
  const byId = new Map<string, TBucket>();
  for (const bucket of answers.flat()) {
    if (bucket.role !== 'ihm_maint') continue;
    const known = byId.get(bucket.id);
    if (!known || (known.open_tasks === undefined && bucket.open_tasks !== undefined))
      byId.set(bucket.id, bucket);
  }
  const sorted = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
  return {
    active: sorted.filter((bucket) => !bucket.archived),
    archived: sorted.filter((bucket) => bucket.archived),
  };
}

/**
 * Whether the user administers the company: its owner user, or a legal or manager member of its
 * owner team (the rule the API applies to PATCH, archive and restore; decisions 0007 and 0032).
 */
export function administers(
  bucket: Pick<TBucket, 'dataowner_team_id' | 'dataowner_user_id'>,
  userId: string,
  memberships: readonly Pick<TTeamMembership, 'team_id' | 'role' | 'status'>[] = [],
): boolean {
  if (!userId) return false;
  if (bucket.dataowner_user_id === userId) return true;
  if (!bucket.dataowner_team_id) return false;
  return memberships.some(
    (membership) => membership.team_id === bucket.dataowner_team_id && canManageTeam(membership),
  );
}

/** "today", "1 day ago", "12 days ago", or that nothing was imported yet. */
export function lastImportText(days: number | null): string {
  if (days === null) return 'never';
  if (days === 0) return 'today';
  return `${days} ${days === 1 ? 'day' : 'days'} ago`;
}

/** What the counts count: the list the user's view opens (decision 0032). */
export const taskListLabel = (bucket: Pick<TBucket, 'task_list'>) =>
  bucket.task_list === 'crew_tasks' ? 'Crew tasks' : 'Expert tasks';

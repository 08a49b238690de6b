import type { TPermission } from '@keelson/contract';
import { accessGrantState, type Capability } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import { teamAnswers } from '../teams/team.queries.ts';
import { userAnswers } from '../users/user.queries.ts';
import type { PermissionWithProject } from './permission.queries.ts';

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** A grant with its derived state at `now` (pending, active, or inactive with the reason). */
export function toPermission(row: PermissionWithProject, now: Date): TPermission {
  const state = accessGrantState(
    { status: row.status, not_valid_before: row.notValidBefore, not_valid_after: row.notValidAfter },
    now,
  );
  return {
    id: row.id,
    issued_at: row.issuedAt.toISOString(),
    is_managed: row.isManaged,
    access_mode: row.accessMode,
    capabilities: row.capabilities as Capability[],
    status: row.status,
    status_at: row.statusAt.toISOString(),
    state: state.state,
    inactive_reason: state.reason,
    subject_project_id: row.subjectProjectId,
    granted_to_user_id: row.grantedToUserId,
    granted_to_user_email: row.grantedToUserEmail,
    granted_to_team_id: row.grantedToTeamId,
    issued_by_user_id: row.issuedByUserId,
    issued_by_team_id: row.issuedByTeamId,
    not_valid_before: iso(row.notValidBefore),
    not_valid_after: iso(row.notValidAfter),
    subject_project: { id: row.subjectProjectId, name: row.projectName },
  };
}

/** The answers with the relations asked for (issued_by, granted_to_team, granted_to_user): one query per relation. */
export async function permissionAnswers(
  deps: AppDeps,
  rows: PermissionWithProject[],
  include: ReadonlySet<string> = new Set(),
): Promise<TPermission[]> {
  const now = deps.now();
  const apiPath = deps.config.apiPath;
  const issuers = include.has('issued_by')
    ? await userAnswers(
        deps.db,
        apiPath,
        rows.flatMap((row) => (row.issuedByUserId ? [row.issuedByUserId] : [])),
      )
    : undefined;
  const teams = include.has('granted_to_team')
    ? await teamAnswers(
        deps.db,
        apiPath,
        rows.flatMap((row) => (row.grantedToTeamId ? [row.grantedToTeamId] : [])),
      )
    : undefined;
  const grantees = include.has('granted_to_user')
    ? await userAnswers(
        deps.db,
        apiPath,
        rows.flatMap((row) => (row.grantedToUserId ? [row.grantedToUserId] : [])),
      )
    : undefined;
  return rows.map((row) => {
    const answer = toPermission(row, now);
    if (issuers) answer.issued_by = (row.issuedByUserId && issuers.get(row.issuedByUserId)) || null;
    if (teams) answer.granted_to_team = (row.grantedToTeamId && teams.get(row.grantedToTeamId)) || null;
    if (grantees) answer.granted_to_user = (row.grantedToUserId && grantees.get(row.grantedToUserId)) || null;
    return answer;
  });
}

import type { TPermission } from '@keelson/contract';
import { type Capability, fullName } from '@keelson/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { permissions, teamMemberships, teams, users } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../errors.ts';
import { mailsQueued, queueMail } from '../../mail/mail-job.ts';
import { permissionIssuedMail } from '../../mail/permission-mails.ts';
import { hitRateLimit, RATE_LIMITS } from '../../security/rate-limit.ts';
import { requireProjectAccess } from '../access/project-access.ts';
import { findUserByEmail, findUserById } from '../users/user.queries.ts';
import { toPermission } from './permission.presenters.ts';

export type PermissionCreate = {
  granted_to_user_email?: string;
  granted_to_team_id?: string;
  access_mode: 'READ' | 'READWRITE';
  capabilities: Capability[];
  not_valid_before?: string | null;
  not_valid_after?: string | null;
};

const date = (value: string | null | undefined) => (value ? new Date(value) : null);

/** Who is told about a team grant: the team's accepted legal and manager members (they answer it). */
async function teamManagerEmails(tx: Database, teamId: string): Promise<string[]> {
  const rows = await tx
    .select({ email: users.email })
    .from(teamMemberships)
    .innerJoin(users, eq(users.id, teamMemberships.userId))
    .where(
      and(
        eq(teamMemberships.teamId, teamId),
        eq(teamMemberships.status, 'accepted'),
        inArray(teamMemberships.role, ['legal', 'manager']),
      ),
    );
  return rows.map((row) => row.email);
}

/**
 * Issues a grant on a project (the caller is its manager) to an address or a team. An address
 * with an account is linked to it at once; one without waits for the sign-up and is matched by
 * the address. The addressees' mails are queued in the transaction and sent after it commits: a
 * failed send keeps the grant and is retried (mail-delivery.ts).
 */
export async function issuePermission(
  deps: AppDeps,
  props: { userId: string; projectId: string; grant: PermissionCreate },
): Promise<TPermission> {
  const now = deps.now();
  const { grant } = props;
  const access = await requireProjectAccess(deps.db, {
    projectId: props.projectId,
    userId: props.userId,
    now,
    capability: 'ihm.maint.is_manager',
  });
  // Counted once the caller is known to manage the project: strangers cannot use up its limit.
  await hitRateLimit(deps.db, RATE_LIMITS.grantPerUser, props.userId, now);
  await hitRateLimit(deps.db, RATE_LIMITS.grantPerProject, props.projectId, now);
  const notValidBefore = date(grant.not_valid_before);
  const notValidAfter = date(grant.not_valid_after);
  if (notValidBefore && notValidAfter && notValidAfter.getTime() <= notValidBefore.getTime()) {
    throw badRequest('not_valid_after must be later than not_valid_before');
  }
  const { answer, mails } = await deps.db.transaction(async (tx) => {
    let grantedToUserId: string | null = null;
    let recipients: string[] = [];
    let teamName: string | undefined;
    if (grant.granted_to_user_email) {
      grantedToUserId = (await findUserByEmail(tx, grant.granted_to_user_email))?.id ?? null;
      recipients = [grant.granted_to_user_email];
    } else if (grant.granted_to_team_id) {
      const [team] = await tx.select().from(teams).where(eq(teams.id, grant.granted_to_team_id)).limit(1);
      if (!team) throw notFound('No such team');
      teamName = team.name;
      recipients = await teamManagerEmails(tx, team.id);
    }
    const [row] = await tx
      .insert(permissions)
      .values({
        issuedAt: now,
        accessMode: grant.access_mode,
        capabilities: [...new Set(grant.capabilities)],
        status: 'issued',
        statusAt: now,
        subjectProjectId: props.projectId,
        grantedToUserId,
        grantedToUserEmail: grant.granted_to_user_email ?? null,
        grantedToTeamId: grant.granted_to_team_id ?? null,
        issuedByUserId: props.userId,
        issuedByTeamId: access.project.dataownerTeamId,
        notValidBefore,
        notValidAfter,
      })
      .returning();
    if (!row) throw new Error('grant not written');
    const issuer = await findUserById(tx, props.userId);
    const issuerName = issuer
      ? fullName({ first_name: issuer.firstName, last_name: issuer.lastName, email: issuer.email })
      : 'Someone';
    const mails: string[] = [];
    for (const email of recipients) {
      const mail = permissionIssuedMail(deps.config.publicUrl, {
        email,
        projectName: access.project.name,
        issuerName,
        accessMode: grant.access_mode,
        teamName,
      });
      // The same grant mail to the same address at most once an hour, however often it is issued.
      const id = await queueMail(deps, tx, mail, { onceKey: `grant:${props.projectId}:${email}` });
      if (id) mails.push(id);
    }
    return { answer: toPermission({ ...row, projectName: access.project.name }, now), mails };
  });
  if (mails.length > 0) mailsQueued(deps);
  return answer;
}

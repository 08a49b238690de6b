import type { TTeamMembership } from '@keelson/contract';
import { fullName, type TeamMembershipRole } from '@keelson/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import { teamMemberships } from '../../db/schema/index.ts';
import { conflict } from '../../errors.ts';
import { mailsQueued, queueMail } from '../../mail/mail-job.ts';
import { teamInvitationMail } from '../../mail/team-mails.ts';
import type { RateLimit } from '../../security/rate-limit.ts';
import { findUserByEmail, findUserById } from '../users/user.queries.ts';
import { findMembershipOf, type MembershipRow, membershipAnswer } from './membership.queries.ts';
import { canReinvite } from './membership.rules.ts';
import { lockTeam } from './team.queries.ts';

/** Invitations send mail to any address: at most this many per inviting user and hour. */
export const INVITE_RATE_LIMIT: RateLimit = { name: 'team-invite:user', limit: 50, windowSeconds: 3600 };

/**
 * Invites an address into a team (the caller manages it). An address with an account is linked
 * at once; otherwise the invitation waits for the sign-up with that address (claimInvitations).
 * Someone invited or accepted already is a 409; a rejected or revoked membership opens again.
 * The mail is queued in the transaction and sent after it commits: a failed send keeps the
 * invitation and is retried (mail-delivery.ts).
 */
export async function inviteMember(
  deps: AppDeps,
  props: { teamId: string; inviterId: string; email: string; role: TeamMembershipRole },
): Promise<TTeamMembership> {
  const now = deps.now();
  const answer = await deps.db.transaction(async (tx) => {
    const team = await lockTeam(tx, props.teamId);
    const account = await findUserByEmail(tx, props.email);
    const existing = await findMembershipOf(tx, props.teamId, {
      userId: account?.id ?? null,
      email: props.email,
    });
    if (existing && !canReinvite(existing.status)) {
      throw conflict(`${props.email} is already ${existing.status === 'accepted' ? 'a member' : 'invited'}`);
    }
    const values = {
      userId: account?.id ?? existing?.userId ?? null,
      invitedEmail: props.email,
      status: 'invited' as const,
      role: props.role,
      invitedByUserId: props.inviterId,
      invitedAt: now,
      acceptedAt: null,
      rejectedAt: null,
      revokedAt: null,
    };
    let row: MembershipRow | undefined;
    if (existing) {
      [row] = await tx
        .update(teamMemberships)
        .set(values)
        .where(eq(teamMemberships.id, existing.id))
        .returning();
    } else {
      [row] = await tx
        .insert(teamMemberships)
        .values({ ...values, teamId: props.teamId })
        .returning();
    }
    if (!row) throw new Error('membership not written');
    const inviter = await findUserById(tx, props.inviterId);
    await queueMail(
      deps,
      tx,
      teamInvitationMail(deps.config.publicUrl, {
        email: props.email,
        teamName: team.name,
        role: props.role,
        inviterName: inviter
          ? fullName({ first_name: inviter.firstName, last_name: inviter.lastName, email: inviter.email })
          : 'Someone',
        hasAccount: Boolean(account),
      }),
    );
    return membershipAnswer(row);
  });
  mailsQueued(deps);
  return answer;
}

import type { TTeamMembership } from '@keelson/contract';
import type { TeamMembershipRole } from '@keelson/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { AppDeps } from '../../app-context.ts';
import type { Database } from '../../db/client.ts';
import { teamMemberships } from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';
import {
  countOtherManagers,
  findMembershipById,
  lockMembership,
  type MembershipRow,
  membershipAnswer,
} from './membership.queries.ts';
import { canTransition, type MembershipAction, removesLastManager } from './membership.rules.ts';
import { type MembershipAccess, membershipAccess } from './membership-access.ts';
import { lockTeam } from './team.queries.ts';

type Props = { callerId: string; membershipId: string };

/**
 * One membership change in one transaction: lock the team, read the membership fresh, check who
 * may do it (404 not visible, 403 not allowed) and from which status (409), then write.
 */
async function changeMembership(
  deps: AppDeps,
  props: Props & {
    action: MembershipAction;
    allowed: (access: MembershipAccess) => boolean;
    change: (tx: Database, access: MembershipAccess) => Promise<Partial<MembershipRow>>;
  },
): Promise<TTeamMembership> {
  return deps.db.transaction(async (tx) => {
    const found = await findMembershipById(tx, props.membershipId);
    if (!found) throw notFound();
    await lockTeam(tx, found.teamId);
    const access = await membershipAccess(tx, await lockMembership(tx, props.membershipId), props.callerId);
    if (!props.allowed(access)) throw forbidden('Not allowed for this membership');
    const { membership } = access;
    if (!canTransition(membership.status, props.action)) {
      throw conflict(`Not possible for a membership that is ${membership.status}`);
    }
    const set = await props.change(tx, access);
    const after = { status: set.status ?? membership.status, role: set.role ?? membership.role };
    const otherManagers = await countOtherManagers(tx, membership.teamId, membership.id);
    if (removesLastManager({ before: membership, after, otherManagers })) {
      throw conflict('A team needs at least one accepted legal or manager member');
    }
    const [row] = await tx
      .update(teamMemberships)
      .set(set)
      .where(eq(teamMemberships.id, membership.id))
      .returning();
    if (!row) throw notFound();
    return membershipAnswer(row);
  });
}

/** An invitation by address, answered by its addressee, becomes theirs (one membership per team). */
async function linkToCaller(tx: Database, access: MembershipAccess, callerId: string) {
  if (access.membership.userId) return {};
  const [other] = await tx
    .select({ id: teamMemberships.id })
    .from(teamMemberships)
    .where(
      and(
        eq(teamMemberships.teamId, access.membership.teamId),
        eq(teamMemberships.userId, callerId),
        ne(teamMemberships.id, access.membership.id),
      ),
    )
    .limit(1);
  if (other) throw conflict('You already have a membership in this team');
  return { userId: callerId };
}

/** The invitee accepts: invited → accepted. */
export function acceptMembership(deps: AppDeps, props: Props) {
  return changeMembership(deps, {
    ...props,
    action: 'accept',
    allowed: (access) => access.isSelf,
    change: async (tx, access) => ({
      ...(await linkToCaller(tx, access, props.callerId)),
      status: 'accepted',
      acceptedAt: deps.now(),
    }),
  });
}

/** The invitee declines: invited → rejected. */
export function rejectMembership(deps: AppDeps, props: Props) {
  return changeMembership(deps, {
    ...props,
    action: 'reject',
    allowed: (access) => access.isSelf,
    change: async (tx, access) => ({
      ...(await linkToCaller(tx, access, props.callerId)),
      status: 'rejected',
      rejectedAt: deps.now(),
    }),
  });
}

/** A manager ends a membership or withdraws an invitation; a member may leave. */
export function revokeMembership(deps: AppDeps, props: Props) {
  return changeMembership(deps, {
    ...props,
    action: 'revoke',
    allowed: (access) => access.isManager || access.isSelf,
    change: async () => ({ status: 'revoked', revokedAt: deps.now() }),
  });
}

/** A manager gives an accepted or invited member another role. */
export function changeMembershipRole(deps: AppDeps, props: Props & { role: TeamMembershipRole }) {
  return changeMembership(deps, {
    ...props,
    action: 'change_role',
    allowed: (access) => access.isManager,
    change: async () => ({ role: props.role }),
  });
}

import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { teamMemberships } from '../../db/schema/index.ts';

/**
 * Links the invitations sent to an address before it had an account to the user who has just
 * signed up with it (called inside the sign-up's transaction). invited_email stays as the record
 * of where the invitation went. Should one team hold two open invitations of the address, only
 * one is linked (the invited one, newest first): a user has one membership per team.
 */
export async function claimInvitations(tx: Database, props: { userId: string; email: string }) {
  const candidates = await tx
    .select({ id: teamMemberships.id, teamId: teamMemberships.teamId })
    .from(teamMemberships)
    .where(
      and(
        isNull(teamMemberships.userId),
        eq(sql`lower(${teamMemberships.invitedEmail})`, props.email.toLowerCase()),
      ),
    )
    .orderBy(
      sql`${teamMemberships.status} = 'invited' desc`,
      sql`${teamMemberships.invitedAt} desc nulls last`,
    );
  const perTeam = new Map<string, string>();
  for (const row of candidates) if (!perTeam.has(row.teamId)) perTeam.set(row.teamId, row.id);
  if (perTeam.size === 0) return 0;
  const claimed = await tx
    .update(teamMemberships)
    .set({ userId: props.userId })
    .where(and(inArray(teamMemberships.id, [...perTeam.values()]), isNull(teamMemberships.userId)))
    .returning({ id: teamMemberships.id });
  return claimed.length;
}

import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client.ts';
import { teamMemberships } from '../src/db/schema/index.ts';
import { createTeam, createUser, type FactoryUser } from './factories.ts';

/** A team with one member per role and status, for the membership tests; `of(user)` is their membership id. */
export type MembershipWorld = Awaited<ReturnType<typeof membershipWorld>>;
export async function membershipWorld(db: Database) {
  const u = {
    legal: await createUser(db),
    manager: await createUser(db),
    regular: await createUser(db),
    invited: await createUser(db),
    rejected: await createUser(db),
    stranger: await createUser(db),
  };
  const team = await createTeam(db, {
    name: `Crew ${Math.random().toString(36).slice(2, 8)}`,
    members: [
      { user: u.legal, role: 'legal' },
      { user: u.manager, role: 'manager' },
      { user: u.regular, role: 'regular' },
      { user: u.invited, role: 'coordinator', status: 'invited' },
      { user: u.rejected, role: 'regular', status: 'rejected' },
    ],
  });
  const rows = await db.select().from(teamMemberships).where(eq(teamMemberships.teamId, team.id));
  const of = (user: FactoryUser) => rows.find((row) => row.userId === user.id)?.id as string;
  return { u, team, of };
}

import type { TeamMembershipRole } from '@keelson/domain';
import type { Database } from '../src/db/client.ts';
import { createProject, createTeam, createUser, type FactoryUser } from './factories.ts';

type MemberSpec = { role: TeamMembershipRole; status?: 'accepted' | 'invited' | 'rejected' | 'revoked' };

/**
 * A team led by a named manager, with more members, owning one project; and users outside the team.
 * Users are created in that order: the manager, the members, the outsiders.
 */
export async function teamProjectWorld<Member extends string, Outsider extends string>(
  db: Database,
  props: {
    teamName: string;
    manager: { firstName: string; lastName: string };
    members: Record<Member, MemberSpec>;
    outsiders: readonly Outsider[];
    projectName?: string;
  },
) {
  const manager = await createUser(db, props.manager);
  const users = { manager } as Record<'manager' | Member | Outsider, FactoryUser>;
  const members = Object.entries(props.members) as [Member, MemberSpec][];
  for (const [name] of members) users[name] = await createUser(db);
  for (const name of props.outsiders) users[name] = await createUser(db);
  const team = await createTeam(db, {
    name: props.teamName,
    members: [
      { user: manager, role: 'manager' },
      ...members.map(([name, spec]) => ({ user: users[name], ...spec })),
    ],
  });
  const { project } = await createProject(db, { teamId: team.id, name: props.projectName });
  return { users, team, project };
}

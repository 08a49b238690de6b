import type { TTeam } from '@keelson/contract';
import type { TeamFeature } from '@keelson/domain';
import type { AppDeps } from '../../app-context.ts';
import { buckets, teamMemberships, teams } from '../../db/schema/index.ts';
import { sortedFeatures } from '../users/user.queries.ts';
import { teamAnswer } from './team.queries.ts';

export type TeamCreateProps = {
  creatorId: string;
  name: string;
  description?: string | null;
  features?: TeamFeature[];
};

/**
 * Creates a team with its creator as accepted legal member, and the buckets its features need:
 * ihm.maint a maintenance bucket named like the team, ihm.expert an expert bucket
 * "<name> experts". Anyone signed in may create a team with any features (docs/decisions/0006).
 * One transaction: no team without its creator or its buckets.
 */
export async function createTeam(deps: AppDeps, props: TeamCreateProps): Promise<TTeam> {
  const features = sortedFeatures(props.features ?? []);
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const [team] = await tx
      .insert(teams)
      .values({
        name: props.name,
        description: props.description || null,
        availableFeatures: features,
        createdByUserId: props.creatorId,
      })
      .returning();
    if (!team) throw new Error('team not created');
    await tx.insert(teamMemberships).values({
      teamId: team.id,
      userId: props.creatorId,
      status: 'accepted',
      role: 'legal',
      invitedByUserId: props.creatorId,
      invitedAt: now,
      acceptedAt: now,
    });
    const owned = { dataownerTeamId: team.id };
    if (features.includes('ihm.maint')) {
      await tx.insert(buckets).values({ ...owned, name: team.name, type: 'ihm_maint' });
    }
    if (features.includes('ihm.expert')) {
      await tx.insert(buckets).values({ ...owned, name: `${team.name} experts`, type: 'ihm_expert' });
    }
    return teamAnswer(deps.config.apiPath, team);
  });
}

import type { TBucket } from '@keelson/contract';
import { useQuery } from '@tanstack/react-query';
import { companiesApi } from '../../api/companies.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { useErrorAlert } from '../../components/alerts/use-error-alert.ts';
import { useSessionUserId } from '../../session/use-session-user-id.ts';
import { acceptedMemberships, useMyMemberships } from '../teams/use-my-memberships.ts';
import { companyList } from './company-list.ts';

/** The companies of one team: its own, and the customers each of its expert buckets serves. */
async function teamCompanies(teamId: string): Promise<TBucket[][]> {
  const own = await companiesApi.ofTeam(teamId);
  const customers = await Promise.all(
    own
      .filter((bucket) => bucket.role === 'ihm_expert' && !bucket.archived)
      .map((expert) => companiesApi.ofTeam(teamId, { expert_bucket_id: expert.id })),
  );
  return [own, ...customers];
}

/**
 * Every maintenance company the user works for (decision 0032): through their teams, and through
 * their projects (crew granted a ship belong to no team). A project's bucket not found through a
 * team is read on its own, for the caller's counts; one that cannot be read is left out.
 */
export function useMyCompanyList() {
  const userId = useSessionUserId();
  const memberships = useMyMemberships({ alertOnError: false });
  const teamIds = acceptedMemberships(memberships.data)
    .map((membership) => membership.team_id)
    .sort();
  const query = useQuery({
    queryKey: queryKeys.myCompanies(userId, teamIds),
    enabled: Boolean(userId) && !memberships.isPending,
    queryFn: async () => {
      const answers = (await Promise.all(teamIds.map(teamCompanies))).flat();
      const listed = new Set(answers.flat().map((bucket) => bucket.id));
      const projectBuckets = new Set<string>();
      for (const project of await companiesApi.allMyProjects()) {
        const bucket = project.maintenance_bucket;
        if (bucket && !listed.has(bucket.id)) projectBuckets.add(bucket.id);
      }
      const own = await Promise.all([...projectBuckets].map((id) => companiesApi.get(id).catch(() => null)));
      answers.push(own.filter((bucket): bucket is TBucket => bucket !== null));
      return companyList(answers);
    },
  });
  useErrorAlert(query.error);
  return query;
}

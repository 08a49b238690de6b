import type { TBucket, TProject } from '@keelson/contract';
import { BUCKET_PROJECT_ROLES, type BucketProjectRole } from '@keelson/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { companiesApi } from '../../api/companies.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** The role a company plays for a project: that of its own type (decision 0007); none for other types. */
export const linkRoleOf = (company: TBucket): BucketProjectRole | null =>
  (BUCKET_PROJECT_ROLES as readonly string[]).includes(company.role)
    ? (company.role as BucketProjectRole)
    : null;

const slotOf = (project: TProject, role: BucketProjectRole) =>
  role === 'ihm_maint' ? project.maintenance_bucket : project.expert_bucket;
const manages = (project: TProject) => project.capabilities.includes('ihm.maint.is_manager');

/**
 * The user's projects this company serves, and those they manage whose slot for the company's role
 * is free (the ones it can be linked to); read from all of the user's projects (decision 0032).
 */
export function useCompanyProjects(company: TBucket) {
  const query = useQuery({ queryKey: queryKeys.allMyProjects, queryFn: companiesApi.allMyProjects });
  useErrorAlert(query.error);
  const role = linkRoleOf(company);
  const projects = query.data ?? [];
  return {
    isPending: query.isPending,
    linked: role ? projects.filter((project) => slotOf(project, role)?.id === company.id) : [],
    linkable: role ? projects.filter((project) => manages(project) && !slotOf(project, role)) : [],
    manages,
  };
}

export function useProjectLinkActions(company: TBucket) {
  const queryClient = useQueryClient();
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: queryKeys.myProjects() });
    await queryClient.invalidateQueries({ queryKey: ['companies'] });
  };
  const link = useMutation({
    mutationFn: async (project: TProject) => {
      const role = linkRoleOf(company);
      if (!role) throw new Error('This company cannot be linked to a project.');
      return companiesApi.link(project.id, company.id, role);
    },
    onSuccess: async (_link, project) => {
      showAlert({ type: 'success', message: `${company.name} now serves ${project.name}.` });
      await refresh();
    },
    onError: showErrorAlert,
  });
  const unlink = useMutation({
    mutationFn: async (project: TProject) => {
      const links = await companiesApi.projectBuckets(project.id);
      const found = links.find((candidate) => candidate.bucket_id === company.id);
      // Already gone (someone else unlinked it): the refresh shows that.
      if (found) await companiesApi.unlink(found.id);
    },
    onSuccess: async (_none, project) => {
      showAlert({ type: 'success', message: `${company.name} no longer serves ${project.name}.` });
      await refresh();
    },
    onError: showErrorAlert,
  });
  return { link, unlink };
}

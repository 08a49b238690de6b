import type { TProject } from '@keelson/contract';
import { CAPABILITIES, type Capability, PROJECT_PAGE_SIZE } from '@keelson/domain';
import type { TCheckCapabilitiesAnswer, TProjectPage, TShipGroup } from './contract-types.ts';
import { api } from './http.ts';

export type ProjectFilters = { query: string; groupId: string; removed: boolean };

/** Projects: the paged list of my projects, ship groups, one project and my capabilities on it. */
export const projectsApi = {
  myProjects: (filters: ProjectFilters, offset: number) =>
    api.get<TProjectPage>('/my-projects', {
      query: filters.query,
      groupId: filters.groupId,
      // Only sent when asked for; queryString drops the empty value.
      removed: filters.removed ? 'true' : '',
      page_limit: PROJECT_PAGE_SIZE,
      page_offset: offset,
    }),
  shipGroups: () => api.get<TShipGroup[]>('/ships/groups'),
  get: (id: string) => api.get<TProject>(`/projects/${id}`),
  /** The full list of capabilities is asked for the current user (spec section 6). */
  capabilities: (id: string) => heldCapabilities('projects', id),
};

/** A company's (bucket's) capabilities: the union of the relations that open it to the user. */
export const companyCapabilities = (bucketId: string) => heldCapabilities('buckets', bucketId);

async function heldCapabilities(kind: 'projects' | 'buckets', id: string): Promise<Capability[]> {
  const answer = await api.post<TCheckCapabilitiesAnswer>(`/${kind}/${id}/check-capabilities`, {
    capabilities: CAPABILITIES,
  });
  return CAPABILITIES.filter((capability) => answer.capabilities[capability]);
}

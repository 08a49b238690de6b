import type { ReuseFilters } from './document-reuses.ts';
import type { RequestType } from './documents.ts';
import type { ItemFilters } from './orders.ts';
import type { ProjectFilters } from './projects.ts';
import type { GroupStatsQuery, StatsGroup } from './stats.ts';

/** TanStack Query keys of the dashboard; invalidating a prefix refreshes everything under it. */
export const queryKeys = {
  user: (id: string) => ['users', id] as const,
  myMemberships: (userId: string) => ['users', userId, 'team-memberships'] as const,
  receivedPermissions: (userId: string) => ['users', userId, 'received-permissions'] as const,
  myProjects: (filters?: ProjectFilters) =>
    filters ? (['my-projects', filters] as const) : (['my-projects'] as const),
  shipGroups: ['ships', 'groups'] as const,
  project: (id: string) => ['projects', id] as const,
  projectCapabilities: (id: string) => ['projects', id, 'capabilities'] as const,
  decks: (projectId: string) => ['projects', projectId, 'decks'] as const,
  /** Everything of a project's survey lives under this prefix: a change refreshes it all. */
  survey: (projectId: string) => ['projects', projectId, 'survey'] as const,
  projectPermissions: (id: string) => ['projects', id, 'permissions'] as const,
  activationState: (id: string) => ['projects', id, 'activation-state'] as const,
  team: (id: string) => ['teams', id] as const,
  teamMemberships: (id: string) => ['teams', id, 'memberships'] as const,
  orderItems: (bucketId: string, filters?: ItemFilters) =>
    filters
      ? (['companies', bucketId, 'order-items', filters] as const)
      : (['companies', bucketId, 'order-items'] as const),
  orderItem: (id: string) => ['order-items', id] as const,
  itemInventory: (id: string) => ['order-items', id, 'inventory'] as const,
  pins: (planId: string) => ['deckplans', planId, 'pins'] as const,
  usageGraph: (id: string) => ['order-items', id, 'usage-graph'] as const,
  /** Every tag list lives under 'tags': binding one refreshes the project's, the item's and the code's. */
  tags: (filter: Record<string, string | number>) => ['tags', filter] as const,
  // Under the company's order items: an order carries its items, so every item change refreshes it.
  purchaseOrder: (bucketId: string, id: string) =>
    ['companies', bucketId, 'order-items', 'purchase-order', id] as const,
  company: (bucketId: string) => ['companies', bucketId, 'company'] as const,
  /** Under 'companies': archiving or changing one company refreshes the list too. */
  myCompanies: (userId: string, teamIds: readonly string[]) =>
    ['companies', 'mine', userId, ...teamIds] as const,
  allMyProjects: ['my-projects', 'all'] as const,
  companyCapabilities: (bucketId: string) => ['companies', bucketId, 'capabilities'] as const,
  categories: (bucketId: string) => ['companies', bucketId, 'categories'] as const,
  rules: (bucketId: string) => ['companies', bucketId, 'rules'] as const,
  apiKeys: (bucketId: string) => ['companies', bucketId, 'api-keys'] as const,
  apiConnections: (bucketId: string) => ['companies', bucketId, 'api-connections'] as const,
  apiConnectionJobs: (bucketId: string, id: string) =>
    ['companies', bucketId, 'api-connections', id, 'jobs'] as const,
  importJobs: (bucketId: string) => ['companies', bucketId, 'import-jobs'] as const,
  relevance: (bucketId: string, filter: object) =>
    ['companies', bucketId, 'relevance-check', filter] as const,
  // Under the company's order items: a rule's work changes them, so their refresh reads these again.
  ruleSuggestions: (bucketId: string, itemId: string) =>
    ['companies', bucketId, 'order-items', 'rule-suggestions', itemId] as const,
  vessels: (bucketId: string) => ['companies', bucketId, 'vessels'] as const,
  suppliers: (bucketId: string) => ['companies', bucketId, 'suppliers'] as const,
  articles: (bucketId: string) => ['companies', bucketId, 'articles'] as const,
  stats: (bucketId: string) => ['companies', bucketId, 'stats'] as const,
  groupStats: (bucketId: string, group: StatsGroup, query: GroupStatsQuery) =>
    ['companies', bucketId, 'stats', group, query] as const,
  documentReuses: (bucketId: string, filters?: ReuseFilters) =>
    filters
      ? (['companies', bucketId, 'document-reuses', filters] as const)
      : (['companies', bucketId, 'document-reuses'] as const),
  companyDocuments: (bucketId: string, type: RequestType, search = '') =>
    ['companies', bucketId, 'documents', type, search] as const,
  document: (id: string) => ['documents', id] as const,
};

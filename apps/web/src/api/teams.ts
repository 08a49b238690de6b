import type { TBucket, TTeam, TTeamMembership } from '@keelson/contract';
import type { TeamFeature, TeamMembershipRole } from '@keelson/domain';
import { api } from './http.ts';

export type TTeamCreate = { name: string; description: string | null; available_features: TeamFeature[] };
export type TTeamPatch = { name?: string; description?: string | null };

/** Teams, their members and invitations (spec section 7). */
export const teamsApi = {
  create: (body: TTeamCreate) => api.post<TTeam>('/teams', body),
  get: (id: string) => api.get<TTeam>(`/teams/${id}`),
  patch: (id: string, body: TTeamPatch) => api.patch<TTeam>(`/teams/${id}`, body),
  putImage: (id: string, file: File) => api.put<TTeam>(`/teams/${id}/image`, file, file.type),
  memberships: (id: string) => api.get<TTeamMembership[]>(`/teams/${id}/memberships`, { include: 'user' }),
  invite: (id: string, body: { email: string; role: TeamMembershipRole }) =>
    api.post<TTeamMembership>(`/teams/${id}/memberships`, body),
  changeRole: (membershipId: string, role: TeamMembershipRole) =>
    api.patch<TTeamMembership>(`/team-memberships/${membershipId}`, { role }),
  accept: (membershipId: string) => api.post<TTeamMembership>(`/team-memberships/${membershipId}/accept`),
  reject: (membershipId: string) => api.post<TTeamMembership>(`/team-memberships/${membershipId}/reject`),
  revoke: (membershipId: string) => api.post<TTeamMembership>(`/team-memberships/${membershipId}/revoke`),
  expertCompanies: (id: string) => api.get<TBucket[]>(`/teams/${id}/ihm/companies`, { role: 'ihm_expert' }),
  maintenanceCompanies: (id: string) =>
    api.get<TBucket[]>(`/teams/${id}/ihm/companies`, { role: 'ihm_maint' }),
};

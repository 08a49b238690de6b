import type { TPermission } from '@keelson/contract';
import type { Capability } from '@keelson/domain';
import { api } from './http.ts';

export type TPermissionCreate = {
  granted_to_user_email?: string;
  granted_to_team_id?: string;
  access_mode: 'READ' | 'READWRITE';
  capabilities: Capability[];
  not_valid_before: string | null;
  not_valid_after: string | null;
};

/** Access grants on projects: list, issue, and the answers of the grantee and the issuer. */
export const permissionsApi = {
  list: (projectId: string) =>
    api.get<TPermission[]>(`/projects/${projectId}/permissions`, {
      include: 'granted_to_team,granted_to_user',
    }),
  create: (projectId: string, body: TPermissionCreate) =>
    api.post<TPermission>(`/projects/${projectId}/permissions`, body),
  accept: (id: string) => api.post<TPermission>(`/permissions/${id}/accept`),
  reject: (id: string) => api.post<TPermission>(`/permissions/${id}/reject`),
  revoke: (id: string) => api.post<TPermission>(`/permissions/${id}/revoke`),
};

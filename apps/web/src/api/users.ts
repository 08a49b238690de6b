import type { TPermission, TTeamMembership, TUser } from '@keelson/contract';
import type { TAppVersions } from './contract-types.ts';
import { api } from './http.ts';

export type TUserPatch = { first_name?: string | null; last_name?: string | null; expert_view?: boolean };

/** Users: the profile, its image, memberships and permissions received (spec section 7). */
export const usersApi = {
  get: (id: string) => api.get<TUser>(`/users/${id}`),
  patch: (id: string, body: TUserPatch) => api.patch<TUser>(`/users/${id}`, body),
  putImage: (id: string, file: File) => api.put<TUser>(`/users/${id}/image`, file, file.type),
  teamMemberships: (id: string) =>
    api.get<TTeamMembership[]>(`/users/${id}/team-memberships`, { include: 'team,user' }),
  receivedPermissions: (id: string) =>
    api.get<TPermission[]>(`/users/${id}/received-permissions`, { include: 'issued_by' }),
  appVersions: () => api.get<TAppVersions>('/app/versions'),
};

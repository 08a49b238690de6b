import type { TProject } from '@keelson/contract';
import type { AccessTo, PricingModel } from '@keelson/domain';
import type { TActivationState } from './contract-types.ts';
import { api } from './http.ts';

export type TIhmProjectCreate = {
  name: string;
  /** Absent: the caller's own project. */
  dataowner_team_id?: string;
  ship: { name: string; imo: string | null };
  accessTo: AccessTo;
  pricingModel: PricingModel;
};

/** IHM projects: creation, removal and restoring, the ship image and the maintenance state. */
export const ihmProjectsApi = {
  create: (body: TIhmProjectCreate) => api.post<TProject>('/ihm/projects', body),
  remove: (id: string) => api.post<TProject>(`/ihm/projects/${id}/remove`),
  restore: (id: string) => api.post<TProject>(`/ihm/projects/${id}/restore`),
  putShipImage: (id: string, file: File) =>
    api.put<TProject>(`/ihm/projects/${id}/ship-image`, file, file.type),
  activationState: (id: string) => api.get<TActivationState>(`/ihm/projects/${id}/activation-state`),
  /** Starts maintenance with a customer's maintenance company (bucket). */
  activate: (id: string, customerBucketId: string) =>
    api.post<TProject>(`/ihm/projects/${id}/activate`, { customerBucketId }),
  deactivate: (id: string) => api.post<TProject>(`/ihm/projects/${id}/deactivate`),
};

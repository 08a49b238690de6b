import type { TJobRun } from '@keelson/contract';
import { api } from './http.ts';

export const jobsApi = {
  get: (id: string) => api.get<TJobRun>(`/jobs/${id}`),
  retry: (id: string) => api.post<TJobRun>(`/jobs/${id}/retry`),
};

import type {
  TAttachment,
  TCheck,
  TCheckImage,
  TCheckPage,
  TCheckPoint,
  TDeckplan,
  TImgcropJob,
  TResolution,
  TSignature,
  TSpot,
  TSuggestedValues,
  TSurveyResult,
  TVesselSurvey,
  TVscpEntry,
} from '@keelson/contract';
import { api, request } from './http.ts';

export type CheckBody = {
  type: 'sample' | 'visual';
  name: string;
  equipment?: string;
  component?: string;
  material?: string;
  color?: string;
  approx_mass?: string;
  remarks?: string;
  suspected_hazmats?: string[];
  equipment_classes?: string[];
  referenced_check_ids?: string[];
  vscp_entry_id?: string | null;
};
export type ResultBody = {
  hazmat: string;
  contamination: string;
  concentration?: number | null;
  concentration_unit?: string | null;
  hazmat_details?: string;
  recommendation?: string;
};
export type VscpBody = {
  check_type: 'sample' | 'visual';
  name: string;
  suspected_hazmats?: string[];
  location_description?: string;
};
export type CropBody = { left: number; top: number; width: number; height: number };
export type SpotBody = { compartment?: string; location?: string; position?: string; subposition?: string };
export type CheckFilter = { search?: string; archived?: boolean; check_type?: string };

/** The surveyor's IHM (spec section 7: Checks, VSCP entries; decision 0027). */
export const surveyApi = {
  plan: (planId: string) => api.get<TDeckplan & { check_points: TCheckPoint[] }>(`/ihm/deckplans/${planId}`),
  addSpot: (planId: string, body: { x: number; y: number; compartment?: string; location?: string }) =>
    api.post<TSpot>(`/ihm/deckplans/${planId}/spots`, body),
  addCheck: (spotId: string, body: CheckBody) => api.post<TCheck>(`/ihm/spots/${spotId}/checks`, body),
  check: (id: string) => api.get<TCheck>(`/ihm/checks/${id}`),
  patchCheck: (id: string, body: Partial<CheckBody> & { enabled?: boolean }) =>
    api.patch<TCheck>(`/ihm/checks/${id}`, body),
  checks: (projectId: string, filter: CheckFilter, page: { limit: number; offset: number }) =>
    api.get<TCheckPage>(`/ihm/projects/${projectId}/checks`, {
      search: filter.search,
      archived: filter.archived ? 'true' : undefined,
      check_type: filter.check_type,
      page_limit: page.limit,
      page_offset: page.offset,
    }),
  addResult: (checkId: string, body: ResultBody) =>
    api.post<TSurveyResult>(`/ihm/checks/${checkId}/results`, body),
  patchResult: (id: string, body: Partial<ResultBody> & { enabled?: boolean }) =>
    api.patch<TSurveyResult>(`/ihm/results/${id}`, body),
  addPhoto: (checkId: string, file: File, rotation = 0) =>
    request<TCheckImage>(
      'POST',
      `/ihm/checks/${checkId}/images?rotation=${rotation}&filename=${encodeURIComponent(file.name)}`,
      { raw: file, contentType: file.type || 'application/octet-stream' },
    ),
  turnPhoto: (imageId: string, rotation: number) =>
    api.patch<TCheckImage>(`/ihm/check-images/${imageId}`, { rotation }),
  /** Crops what is shown (fractions of the shown photo), or with `original` starts from the whole photo. */
  cropPhoto: (
    projectId: string,
    imageId: string,
    crop: CropBody,
    relativeTo: 'shown' | 'original' = 'shown',
  ) =>
    api.post<TImgcropJob>(`/projects/${projectId}/imgcrop-jobs`, {
      check_image_id: imageId,
      crop,
      relative_to: relativeTo,
    }),
  patchSpot: (spotId: string, body: SpotBody) => api.patch<TSpot>(`/ihm/spots/${spotId}`, body),
  reorderChecks: (projectId: string, ids: string[]) =>
    api.post<null>(`/ihm/projects/${projectId}/checks/reorder`, { ids }),
  suggested: (projectId: string) => api.get<TSuggestedValues>(`/ihm/projects/${projectId}/suggested-values`),
  vscp: (projectId: string, checkType?: string) =>
    api.get<TVscpEntry[]>(`/ihm/projects/${projectId}/vscp-entries`, { check_type: checkType }),
  addVscp: (projectId: string, body: VscpBody) =>
    api.post<TVscpEntry>(`/ihm/projects/${projectId}/vscp-entries`, body),
  patchVscp: (id: string, body: Partial<VscpBody> & { enabled?: boolean }) =>
    api.patch<TVscpEntry>(`/ihm/vscp-entries/${id}`, body),
  reorderVscp: (projectId: string, ids: string[]) =>
    api.post<null>(`/ihm/projects/${projectId}/vscp-entries/reorder`, { ids }),
};

/** A check's resolution as a multipart form (spec: dischargeReceipt, remarks, removed, removedAt). */
export function resolutionForm(props: {
  removed: boolean;
  removedAt?: string;
  remarks?: string;
  receipt?: File | null;
}) {
  const form = new FormData();
  form.set('removed', String(props.removed));
  if (props.removed && props.removedAt) form.set('removedAt', props.removedAt);
  if (props.remarks) form.set('remarks', props.remarks);
  if (props.receipt) form.set('dischargeReceipt', props.receipt);
  return form;
}

export const resolutionsApi = {
  list: (checkId: string) => api.get<TResolution[]>(`/ihm/checks/${checkId}/resolutions`),
  add: (checkId: string, form: FormData) =>
    request<TResolution>('POST', `/ihm/checks/${checkId}/resolutions`, { raw: form }),
};

export type SignatureBody = {
  target: 'preparation' | 'approval';
  person_name: string;
  person_role?: string;
  function?: string;
  location?: string;
  date?: string;
};

/** Signatures and attachments of the project (spec section 7: IHM projects). */
export const projectFilesApi = {
  signatures: (projectId: string) => api.get<TSignature[]>(`/ihm/projects/${projectId}/signatures`),
  addSignature: (projectId: string, body: SignatureBody) =>
    api.post<TSignature>(`/ihm/projects/${projectId}/signatures`, body),
  signatureImage: (id: string, image: Blob) =>
    request<TSignature>('PUT', `/ihm/signatures/${id}/file`, {
      raw: image,
      contentType: image.type || 'image/png',
    }),
  attachments: (projectId: string) => api.get<TAttachment[]>(`/ihm/projects/${projectId}/attachments`),
  addAttachment: (projectId: string, body: { type: string; title: string }) =>
    api.post<TAttachment>(`/ihm/projects/${projectId}/attachments`, body),
  attachmentFile: (id: string, file: File) =>
    request<TAttachment>('PUT', `/ihm/attachments/${id}/file?filename=${encodeURIComponent(file.name)}`, {
      raw: file,
      contentType: file.type || 'application/octet-stream',
    }),
};

export const vesselSurveyApi = {
  get: (projectId: string) =>
    api.get<{ data: TVesselSurvey; updated_at: string | null }>(`/ihm/projects/${projectId}/vessel-survey`),
  put: (projectId: string, data: TVesselSurvey) =>
    request<{ data: TVesselSurvey; updated_at: string | null }>(
      'PUT',
      `/ihm/projects/${projectId}/vessel-survey`,
      {
        body: data,
      },
    ),
};

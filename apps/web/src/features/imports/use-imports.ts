import type { TImportJob } from '@keelson/contract';
import type { ImportFileType, ImportSource } from '@keelson/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { importsApi } from '../../api/imports.ts';
import { queryKeys } from '../../api/query-keys.ts';
import { showAlert } from '../../components/alerts/alert-store.ts';
import { showErrorAlert, useErrorAlert } from '../../components/alerts/use-error-alert.ts';

/** How often jobs at work are asked for their progress. */
const POLL_MS = 1000;
export const isWorking = (job: TImportJob) => ['pending', 'simulating', 'running'].includes(job.status);

/** The company's import jobs, newest first; polled while one of them works. */
export function useImportJobs(bucketId: string) {
  const query = useQuery({
    queryKey: queryKeys.importJobs(bucketId),
    queryFn: () => importsApi.list(bucketId, 0, 50),
    refetchInterval: (q) => (q.state.data?.content.some(isWorking) ? POLL_MS : false),
  });
  useErrorAlert(query.error);
  return query;
}

/** The file type a file's name says; null for anything else. */
export function fileTypeOf(name: string): ImportFileType | null {
  const extension = name.toLowerCase().split('.').pop();
  if (extension === 'xlsx') return 'spreadsheet';
  if (extension === 'jsonl' || extension === 'ndjson') return 'jsonlines';
  if (extension === 'xml') return 'xml';
  return null;
}

export function useImportActions(bucketId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.importJobs(bucketId) });
  const upload = useMutation({
    mutationFn: async (props: { file: File; fileType: ImportFileType; source: ImportSource | null }) => {
      const job = await importsApi.create(bucketId, {
        file_type: props.fileType,
        source: props.source,
        file_name: props.file.name,
      });
      return importsApi.upload(job.id, props.file);
    },
    onSuccess: async (job) => {
      await refresh();
      showAlert({ type: 'success', message: `${job.file_name} is being simulated: nothing is written yet.` });
    },
    onError: showErrorAlert,
  });
  const run = useMutation({
    mutationFn: (jobId: string) => importsApi.run(jobId),
    onSuccess: refresh,
    onError: showErrorAlert,
  });
  const discard = useMutation({
    mutationFn: (jobId: string) => importsApi.discard(jobId),
    onSuccess: async (job) => {
      await refresh();
      showAlert({ type: 'success', message: `Import ${job.number} was discarded: nothing was written.` });
    },
    onError: showErrorAlert,
  });
  return { upload, run, discard };
}

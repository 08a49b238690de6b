import type { ImportCounts, ImportPhase } from '@keelson/domain';
import type { importJobs } from '../../db/schema/index.ts';

export type ImportJobRow = typeof importJobs.$inferSelect;

/** What `import_jobs.statistics` holds: the counts of the phase that ran last, and its result once it ended. */
export type StoredStatistics = {
  counts?: ImportCounts;
  phase?: ImportPhase;
  result?: 'success' | 'partial' | 'failure' | null;
  /** Rows the simulation read: a run's progress counts against them. */
  simulatedRows?: number;
};

/** Where a job's file and logs live in the file store. */
export const importKeys = {
  file: (bucketId: string, jobId: string) => `imports/${bucketId}/${jobId}/file`,
  log: (bucketId: string, jobId: string, phase: ImportPhase) => `imports/${bucketId}/${jobId}/log-${phase}`,
};

// Import jobs, API keys and API connections (spec sections 3, 4, 7 and 9; docs/imports.md).

/** The file types a job reads (spec section 9: export file types). */
export const IMPORT_FILE_TYPES = ['spreadsheet', 'jsonlines', 'xml'] as const;
export type ImportFileType = (typeof IMPORT_FILE_TYPES)[number];

/** Procurement systems whose own exports are read through a column mapping (spec section 9). */
export const IMPORT_SOURCES = ['CFM_IHMMAINT', 'MARASOFT_IHMMAINT', 'ZEEBORN_IHMMAINT'] as const;
export type ImportSource = (typeof IMPORT_SOURCES)[number];

/** What a file describes, in the order a per-entity file is read: each may refer to the ones before it. */
export const IMPORT_ENTITIES = [
  'vessel',
  'supplier',
  'article',
  'purchase_order',
  'purchase_order_item',
] as const;
export type ImportEntity = (typeof IMPORT_ENTITIES)[number];

/** How a job came to be: a file uploaded by a user, or a pull of an API connection. */
export const IMPORT_JOB_TYPES = ['file', 'api_connection'] as const;
export type ImportJobType = (typeof IMPORT_JOB_TYPES)[number];

/**
 * created: waits for its file; pending: file stored, simulation queued; simulating; simulated: the
 * user runs or discards it; running; finished; failed; discarded (simulation discarded, nothing written).
 */
export const IMPORT_JOB_STATUSES = [
  'created',
  'pending',
  'simulating',
  'simulated',
  'running',
  'finished',
  'failed',
  'discarded',
] as const;
export type ImportJobStatus = (typeof IMPORT_JOB_STATUSES)[number];

export const IMPORT_PHASES = ['simulation', 'import'] as const;
export type ImportPhase = (typeof IMPORT_PHASES)[number];

/** The pull schedules of an API connection (spec section 4 and 9: maintenance scheduling options). */
export const IMPORT_SCHEDULES = [
  'daily',
  'every_2_days',
  'weekly',
  'every_2_weeks',
  'every_4_weeks',
] as const;
export type ImportSchedule = (typeof IMPORT_SCHEDULES)[number];
export const IMPORT_SCHEDULE_DAYS: Record<ImportSchedule, number> = {
  daily: 1,
  every_2_days: 2,
  weekly: 7,
  every_2_weeks: 14,
  every_4_weeks: 28,
};

export const IMPORT_SETTINGS = {
  /** A job fails when fewer of its rows than this share are on vessels the company knows. */
  importedVesselsThreshold: 0.8,
  /** Source rows per transaction of a run: a killed worker leaves a whole batch or none of it. */
  batchRows: 1000,
  /** Bigger uploads are refused (413). */
  maxFileBytes: 512 * 1024 * 1024,
  /** A file with more rows ends with a message instead of running for hours. */
  maxRows: 2_000_000,
  /** Row-level messages kept in the log; past it the log says how many more there were. */
  maxLogMessages: 100_000,
} as const;

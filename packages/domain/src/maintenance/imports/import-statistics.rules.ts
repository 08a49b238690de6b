import { IMPORT_ENTITIES, IMPORT_SETTINGS, type ImportEntity } from './import.constants.ts';

export type ImportOutcome = 'added' | 'changed' | 'unchanged' | 'failed';
export type ImportEntityCounts = Record<ImportOutcome, number>;

/** What a phase of a job counted so far: per entity, rows read, problems logged and the vessels seen. */
export type ImportCounts = {
  rowsRead: number;
  problems: number;
  entities: Record<ImportEntity, ImportEntityCounts>;
  /** Rows that name a vessel, and of those the rows on a vessel the company knows. */
  vesselRows: number;
  knownVesselRows: number;
  unknownVessels: string[];
};

export function emptyImportCounts(): ImportCounts {
  return {
    rowsRead: 0,
    problems: 0,
    entities: Object.fromEntries(
      IMPORT_ENTITIES.map((entity) => [entity, { added: 0, changed: 0, unchanged: 0, failed: 0 }]),
    ) as Record<ImportEntity, ImportEntityCounts>,
    vesselRows: 0,
    knownVesselRows: 0,
    unknownVessels: [],
  };
}

/** The share of rows on known vessels; null when no row names a vessel. */
export function importedVesselsRatio(
  counts: Pick<ImportCounts, 'vesselRows' | 'knownVesselRows'>,
): number | null {
  return counts.vesselRows === 0 ? null : counts.knownVesselRows / counts.vesselRows;
}

const percent = (share: number) => `${Math.floor(share * 100)} %`;

/**
 * Why a job may not write, when too few of its rows are on the company's vessels: most likely the
 * file is another company's, or the vessels are missing here. Null when the share is high enough.
 */
export function unknownVesselsFailure(
  counts: Pick<ImportCounts, 'vesselRows' | 'knownVesselRows' | 'unknownVessels'>,
  threshold: number = IMPORT_SETTINGS.importedVesselsThreshold,
): string | null {
  const ratio = importedVesselsRatio(counts);
  if (ratio === null || ratio >= threshold) return null;
  const named = counts.unknownVessels.slice(0, 20).join(', ');
  const more = counts.unknownVessels.length > 20 ? ` and ${counts.unknownVessels.length - 20} more` : '';
  return (
    `Only ${percent(ratio)} of the rows are on the company's vessels (at least ${percent(threshold)} must be). ` +
    `Unknown IMO numbers: ${named}${more}.`
  );
}

/** success: every row taken; partial: some failed; failure: nothing could be taken (or the job stopped). */
export function importResult(counts: ImportCounts, stopped: boolean): 'success' | 'partial' | 'failure' {
  if (stopped) return 'failure';
  const failed = IMPORT_ENTITIES.reduce((sum, entity) => sum + counts.entities[entity].failed, 0);
  const taken = IMPORT_ENTITIES.reduce(
    (sum, entity) =>
      sum +
      counts.entities[entity].added +
      counts.entities[entity].changed +
      counts.entities[entity].unchanged,
    0,
  );
  if (failed === 0 && counts.problems === 0) return 'success';
  return taken === 0 ? 'failure' : 'partial';
}

/** A file of which no row can be taken is no import: the job fails and its log says why, row by row. */
export function nothingToImport(counts: ImportCounts): string | null {
  return importResult(counts, false) === 'failure'
    ? 'Nothing in the file can be imported: the log says why, row by row'
    : null;
}

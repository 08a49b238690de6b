import {
  emptyImportCounts,
  type ImportCounts,
  type ImportEntity,
  type ImportOutcome,
  type ImportProblem,
  type ImportValue,
} from '@keelson/domain';

/** An entity as this run knows it: its id (stored, or chosen for its insert) and what the file said of it. */
export type KnownEntity = {
  id: string;
  values: Record<string, ImportValue>;
  firstRow: number;
  stored: boolean;
};

export type KnownVessel = { id: string; imo: string | null; extid: string | null; name: string };

/**
 * What one phase of a job remembers across its batches: the company's vessels, the entities the
 * file described so far (to link references and find conflicting repetitions), the order items'
 * extids (duplicates) and the counts. Bounded by the file's distinct entities, not its rows' data.
 */
export class ImportState {
  readonly counts: ImportCounts = emptyImportCounts();
  readonly vesselsByImo = new Map<string, KnownVessel>();
  readonly vesselsByExtid = new Map<string, KnownVessel>();
  readonly suppliers = new Map<string, KnownEntity>();
  /** Keyed `x:<extid>` and `i:<impa number>`, both to the same entity. */
  readonly articles = new Map<string, KnownEntity>();
  readonly orders = new Map<string, KnownEntity & { vesselId: string }>();
  /** Item extid → the row that first described it. */
  readonly items = new Map<string, number>();
  readonly unknownImos = new Set<string>();
  /** Vessels a row of this file described already: counted once, like every entity. */
  readonly vesselsDescribed = new Set<string>();
  private readonly logProblem: (problem: ImportProblem) => void;

  constructor(vessels: readonly KnownVessel[], logProblem: (problem: ImportProblem) => void) {
    for (const vessel of vessels) {
      if (vessel.imo) this.vesselsByImo.set(vessel.imo, vessel);
      if (vessel.extid) this.vesselsByExtid.set(vessel.extid, vessel);
    }
    this.logProblem = logProblem;
  }

  count(entity: ImportEntity, outcome: ImportOutcome) {
    this.counts.entities[entity][outcome] += 1;
  }

  problem(problem: ImportProblem) {
    this.counts.problems += 1;
    this.logProblem(problem);
  }

  vesselSeen(imo: string | null, known: boolean) {
    this.counts.vesselRows += 1;
    if (known) this.counts.knownVesselRows += 1;
    else if (imo && !this.unknownImos.has(imo)) {
      this.unknownImos.add(imo);
      this.counts.unknownVessels.push(imo);
    }
  }
}

export const articleKeys = (values: { extid?: unknown; impa_number?: unknown }) =>
  [
    typeof values.extid === 'string' ? `x:${values.extid}` : null,
    typeof values.impa_number === 'string' ? `i:${values.impa_number}` : null,
  ].filter((key): key is string => key !== null);

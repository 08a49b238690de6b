import { describe, expect, it } from 'vitest';
import {
  emptyImportCounts,
  importedVesselsRatio,
  importResult,
  nothingToImport,
  unknownVesselsFailure,
} from './import-statistics.rules.ts';

const counts = (changes: (c: ReturnType<typeof emptyImportCounts>) => void) => {
  const c = emptyImportCounts();
  changes(c);
  return c;
};

describe('an import job’s counts', () => {
  it.each([
    ['no vessel named', 0, 0, null],
    ['all known', 10, 10, 1],
    ['a quarter known', 4, 1, 0.25],
  ])('%s: the imported vessels ratio', (_what, vesselRows, knownVesselRows, ratio) => {
    expect(importedVesselsRatio({ vesselRows, knownVesselRows })).toBe(ratio);
  });

  it('fails below the threshold, naming at most 20 unknown IMO numbers', () => {
    const unknownVessels = Array.from({ length: 22 }, (_, i) => String(9_000_000 + i));
    expect(unknownVesselsFailure({ vesselRows: 10, knownVesselRows: 8, unknownVessels }, 0.8)).toBeNull();
    expect(unknownVesselsFailure({ vesselRows: 10, knownVesselRows: 7, unknownVessels }, 0.8)).toBe(
      `Only 70 % of the rows are on the company's vessels (at least 80 % must be). Unknown IMO numbers: ${unknownVessels
        .slice(0, 20)
        .join(', ')} and 2 more.`,
    );
  });

  it.each([
    ['every row taken', counts((c) => (c.entities.purchase_order_item.added = 3)), 'success'],
    [
      'some rows failed',
      counts((c) => {
        c.entities.purchase_order_item.added = 3;
        c.entities.purchase_order_item.failed = 1;
        c.problems = 1;
      }),
      'partial',
    ],
    [
      'no row taken',
      counts((c) => {
        c.entities.purchase_order_item.failed = 2;
        c.problems = 2;
      }),
      'failure',
    ],
  ] as const)('%s: %s', (_what, c, result) => {
    expect(importResult(c, false)).toBe(result);
    expect(importResult(c, true)).toBe('failure');
    expect(nothingToImport(c) !== null).toBe(result === 'failure');
  });
});

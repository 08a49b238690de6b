import { describe, expect, it } from 'vitest';
import {
  checkContaminationLevel,
  checkResultHazmatResult,
  containsHazmats,
  contaminationFromConcentration,
  summarizeHazmats,
} from './contamination.rules.ts';
import { aResult } from './order-item.test-support.ts';

describe('check results', () => {
  it.each([
    ['yes', 'contained'],
    ['maybe', 'pchm'],
    ['bt', 'below_threshold'],
    ['no', 'not_contained'],
    [null, 'unknown'],
  ] as const)('contamination %s is %s', (contamination, result) => {
    expect(checkResultHazmatResult(aResult('lead', contamination))).toBe(result);
  });

  it('lets a set contamination win over the concentration', () => {
    expect(checkResultHazmatResult(aResult('lead', 'no', { concentration: 5000 }))).toBe('not_contained');
  });

  it.each([
    ['pcb', 0, 'no'],
    ['pcb', 50, 'bt'],
    ['pcb', 51, 'yes'],
    ['asb', 999, 'bt'],
    ['asb', 1001, 'yes'],
    ['ods', 0.001, 'yes'],
    ['radio', 0, 'no'],
  ] as const)('%s at %s mg/kg is %s', (hazmat, mgPerKg, contamination) => {
    expect(contaminationFromConcentration(hazmat, mgPerKg)).toBe(contamination);
    expect(checkResultHazmatResult(aResult(hazmat, null, { concentration: mgPerKg }))).toBe(
      { no: 'not_contained', bt: 'below_threshold', yes: 'contained' }[contamination],
    );
  });
});

describe('containsHazmats', () => {
  it.each([
    [[aResult('lead', 'yes')], true],
    [[aResult('lead', 'maybe')], true],
    [[aResult('lead', null)], true],
    [[aResult('lead', 'bt'), aResult('asb', 'no')], false],
    [[aResult('lead', 'yes', { enabled: false })], false],
    [[], false],
  ])('%o → %s', (results, expected) => {
    expect(containsHazmats(results)).toBe(expected);
  });
});

describe('checkContaminationLevel', () => {
  it('is the worst of the results in the order contained, PCHM, below threshold, not contained', () => {
    expect(checkContaminationLevel([{ contamination: 'no' }, { contamination: 'bt' }])).toBe('bt');
    expect(checkContaminationLevel([{ contamination: 'bt' }, { contamination: 'maybe' }])).toBe('maybe');
    expect(checkContaminationLevel([{ contamination: 'yes' }, { contamination: 'maybe' }])).toBe('yes');
    expect(checkContaminationLevel([{ contamination: 'no' }])).toBe('no');
  });

  it('skips disabled and unset results; null without any', () => {
    expect(
      checkContaminationLevel([{ contamination: 'yes', enabled: false }, { contamination: null }]),
    ).toBeNull();
    expect(checkContaminationLevel([{ contamination: 'bt', enabled: true }])).toBe('bt');
    expect(checkContaminationLevel([])).toBeNull();
  });
});

describe('summarizeHazmats', () => {
  it('is not contained without results', () => {
    expect(summarizeHazmats([])).toEqual({
      contaminations: [],
      hazmats_status: 'not_contained',
      table_a_contamination: 'not_contained',
      table_b_contamination: 'not_contained',
      has_hazmats: false,
      has_table_a_hazmats: false,
      has_table_b_hazmats: false,
      has_unknown: false,
      has_results: false,
    });
  });

  it('keeps the worst result per hazmat, in hazmat-code order, and per table', () => {
    const summary = summarizeHazmats([
      aResult('lead', 'bt'),
      aResult('asb', 'maybe'),
      aResult('lead', null),
      aResult('lead', 'no'),
      aResult('pcb', 'yes', { enabled: false }),
    ]);
    expect(summary.contaminations).toEqual([
      { hazmat: 'asb', table: 'A', result: 'pchm' },
      { hazmat: 'lead', table: 'B', result: 'unknown' },
    ]);
    expect(summary.hazmats_status).toBe('pchm');
    expect(summary.table_a_contamination).toBe('pchm');
    expect(summary.table_b_contamination).toBe('unknown');
    expect(summary).toMatchObject({
      has_hazmats: true,
      has_table_a_hazmats: true,
      has_table_b_hazmats: true,
      has_unknown: true,
    });
  });

  it('counts below threshold as no hazmat', () => {
    expect(summarizeHazmats([aResult('cadmium', 'bt')])).toMatchObject({
      hazmats_status: 'below_threshold',
      has_hazmats: false,
    });
  });
});

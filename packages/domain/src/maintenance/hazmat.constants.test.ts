import { describe, expect, it } from 'vitest';
import {
  HAZMAT_CODES,
  HAZMATS,
  TABLE_A_HAZMAT_CODES,
  TABLE_B_HAZMAT_CODES,
  thresholdMgPerKg,
} from './hazmat.constants.ts';

describe('hazmat tables', () => {
  it('lists Table A and Table B as the spec says', () => {
    expect(TABLE_A_HAZMAT_CODES).toEqual(['asb', 'pcb', 'ods', 'otin', 'cybutryne', 'pfos']);
    expect(TABLE_B_HAZMAT_CODES).toEqual([
      'cadmium',
      'chromium',
      'lead',
      'mercury',
      'pbb',
      'pbde',
      'cl3p',
      'radio',
      'scp',
      'hbcdd',
    ]);
  });

  it('defines every code under its own key', () => {
    for (const code of HAZMAT_CODES) expect(HAZMATS[code].code).toBe(code);
  });

  it.each([
    ['asb', 1000],
    ['pcb', 50],
    ['ods', null],
    ['otin', 2500],
    ['cybutryne', 1000],
    ['pfos', 10],
    ['cadmium', 100],
    ['chromium', 1000],
    ['lead', 1000],
    ['mercury', 1000],
    ['pbb', 50],
    ['pbde', 1000],
    ['cl3p', 50],
    ['radio', null],
    ['scp', 10_000],
    ['hbcdd', 100],
  ] as const)('threshold of %s is %s mg/kg', (code, mgPerKg) => {
    expect(thresholdMgPerKg(code)).toBe(mgPerKg);
  });
});

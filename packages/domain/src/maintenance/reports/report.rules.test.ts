import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTAMINATIONS, HAZMAT_CODES, HAZMATS } from '../hazmat.constants.ts';
import { canonicalJson } from './canonical-json.ts';
import { type PartOneSource, partOneRows, partOneTableOf } from './part-one.rules.ts';
import { hazmatsOfVariant, REPORT_VARIANTS, reportTemplateOf } from './report.constants.ts';

describe('hazmatsOfVariant', () => {
  it.each([
    ['a', ['asb', 'pcb', 'ods', 'otin', 'cybutryne']],
    ['b', ['cadmium', 'chromium', 'lead', 'mercury', 'pbb', 'pbde', 'cl3p', 'radio', 'scp']],
    ['aeu', ['asb', 'pcb', 'ods', 'otin', 'cybutryne', 'pfos']],
    ['beu', ['cadmium', 'chromium', 'lead', 'mercury', 'pbb', 'pbde', 'cl3p', 'radio', 'scp', 'hbcdd']],
  ] as const)('%s lists %j', (variant, codes) => {
    expect(hazmatsOfVariant(variant)).toEqual(codes);
  });

  it('ab and abeu are the union of their tables', () => {
    expect(hazmatsOfVariant('ab')).toEqual([...hazmatsOfVariant('a'), ...hazmatsOfVariant('b')].sort(byCode));
    expect(hazmatsOfVariant('abeu')).toEqual(HAZMAT_CODES);
  });

  it('every template offers every variant', () => {
    expect(reportTemplateOf('ihm-part1')?.variants).toEqual(REPORT_VARIANTS);
    expect(reportTemplateOf('nonsense')).toBeUndefined();
  });
});

const byCode = (a: string, b: string) => HAZMAT_CODES.indexOf(a as never) - HAZMAT_CODES.indexOf(b as never);

describe('partOneTableOf', () => {
  it.each([
    [{ equipmentClasses: ['i3'], name: 'Deck paint', material: 'Paint' }, 'i3'],
    [{ equipmentClasses: [], name: 'Hull paint', material: 'Paint' }, 'i1'],
    [{ equipmentClasses: [], name: 'Coating', component: 'Antifouling' }, 'i1'],
    [{ equipmentClasses: [], name: 'Bulkhead panel', equipment: 'Bulkhead' }, 'i3'],
    [{ equipmentClasses: [], name: 'Flange gasket', equipment: 'Fuel oil pump' }, 'i2'],
    [{ equipmentClasses: ['unknown'], name: 'Cable' }, 'i2'],
  ])('%j goes to %s', (source, table) => {
    expect(partOneTableOf(source)).toBe(table);
  });
});

const source = (overrides: Partial<PartOneSource>): PartOneSource => ({
  id: 'c1',
  name: 'Pipe lagging',
  equipmentClasses: ['i2'],
  location: 'Engine room',
  findings: [],
  ...overrides,
});

describe('partOneRows', () => {
  it('lists contained and PCHM materials of the variant, numbered per table', () => {
    const tables = partOneRows(
      [
        source({
          findings: [
            { hazmat: 'asb', contamination: 'yes' },
            { hazmat: 'lead', contamination: 'no' },
          ],
        }),
        source({
          id: 'c2',
          name: 'Deck coating',
          equipmentClasses: ['i1'],
          material: 'Paint',
          findings: [{ hazmat: 'lead', contamination: 'yes' }],
        }),
        source({
          id: 'c3',
          findings: [
            { hazmat: 'pcb', contamination: 'maybe' },
            { hazmat: 'otin', contamination: 'bt' },
          ],
        }),
      ],
      'ab',
    );
    expect(tables.i2.map((r) => [r.no, r.sourceId, r.hazmat, r.status])).toEqual([
      ['2-1', 'c1', 'asb', 'contained'],
      ['2-2', 'c3', 'pcb', 'pchm'],
    ]);
    expect(tables.i1.map((r) => [r.no, r.name, r.parts, r.material])).toEqual([
      ['1-1', 'Deck coating', 'Paint', 'Lead (Table B)'],
    ]);
    expect(tables.i3).toEqual([]);
    expect(tables.i2[1]?.remarks).toContain('PCHM');
  });

  it('a variant leaves out the other table, and EU materials outside the EU variants', () => {
    const findings = [
      { hazmat: 'asb', contamination: 'yes' },
      { hazmat: 'lead', contamination: 'yes' },
      { hazmat: 'pfos', contamination: 'yes' },
    ] as const;
    const rows = (variant: (typeof REPORT_VARIANTS)[number]) =>
      partOneRows([source({ findings })], variant).i2.map((r) => r.hazmat);
    expect(rows('a')).toEqual(['asb']);
    expect(rows('b')).toEqual(['lead']);
    expect(rows('aeu')).toEqual(['asb', 'pfos']);
    expect(partOneRows([source({ findings })], 'aeu').i2[1]?.material).toBe(
      'Perfluorooctane sulfonic acid (PFOS) (Annex I)',
    );
  });

  it('two results of one material make one row, contained before PCHM', () => {
    const tables = partOneRows(
      [
        source({
          findings: [
            { hazmat: 'asb', contamination: 'maybe' },
            { hazmat: 'asb', contamination: 'yes', concentration: 2, concentrationUnit: '%' },
          ],
        }),
      ],
      'a',
    );
    expect(tables.i2).toHaveLength(1);
    expect(tables.i2[0]).toMatchObject({ status: 'contained', remarks: 'Concentration 2 %' });
  });

  it('property: every row is a listed, contained or PCHM material of its source, once', () => {
    const finding = fc.record({
      hazmat: fc.constantFrom(...HAZMAT_CODES),
      contamination: fc.constantFrom(...CONTAMINATIONS),
    });
    const sources = fc.array(
      fc.record({
        id: fc.uuid(),
        name: fc.string(),
        equipmentClasses: fc.subarray(['i1', 'i2', 'i3']),
        location: fc.string(),
        findings: fc.array(finding, { maxLength: 6 }),
      }),
      { maxLength: 12 },
    );
    fc.assert(
      fc.property(sources, fc.constantFrom(...REPORT_VARIANTS), (all, variant) => {
        const tables = partOneRows(all, variant);
        const rows = [...tables.i1, ...tables.i2, ...tables.i3];
        const expected = all.flatMap((s) => [
          ...new Set(
            s.findings
              .filter(
                (f) =>
                  (f.contamination === 'yes' || f.contamination === 'maybe') &&
                  hazmatsOfVariant(variant).includes(f.hazmat),
              )
              .map((f) => `${s.id}:${f.hazmat}`),
          ),
        ]);
        expect(rows.map((r) => `${r.sourceId}:${r.hazmat}`).sort()).toEqual(expected.sort());
        for (const [table, list] of Object.entries(tables))
          list.forEach((row, i) => {
            expect(row.table).toBe(table);
            expect(row.no).toBe(`${table.slice(1)}-${i + 1}`);
            expect(row.material.startsWith(HAZMATS[row.hazmat].name)).toBe(true);
          });
      }),
      { numRuns: 500 },
    );
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth and leaves out undefined members', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { z: 1, y: undefined, x: null }], c: 'x' } })).toBe(
      '{"a":{"c":"x","d":[2,{"x":null,"z":1}]},"b":1}',
    );
  });

  it('property: the same value in any key order gives the same text, and parses back to it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const text = canonicalJson(value);
        expect(canonicalJson(JSON.parse(text))).toBe(text);
        const shuffled = JSON.parse(
          JSON.stringify(value, (_k, v) =>
            v && typeof v === 'object' && !Array.isArray(v)
              ? Object.fromEntries(Object.entries(v).reverse())
              : v,
          ),
        );
        expect(canonicalJson(shuffled)).toBe(text);
      }),
    );
  });
});

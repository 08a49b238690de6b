// Properties of reading values: what a writer writes reads back, and no cell makes the check throw.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IMPORT_ENTITIES } from './import.constants.ts';
import { IMPORT_FIELDS, importColumnName } from './import-fields.table.ts';
import { validateImportRecord } from './import-record.rules.ts';
import type { ImportCell } from './import-record.types.ts';
import { isImoNumber, readImportValue } from './import-value.rules.ts';

const checkDigit = (six: string) => {
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(six[i]) * (7 - i);
  return String(sum % 10);
};
const sixDigits = fc.stringMatching(/^\d{6}$/);
const fieldNamed = (entity: string, name: string) => {
  const found = IMPORT_FIELDS.find((f) => f.entity === entity && f.name === name);
  if (!found) throw new Error(`no field ${entity}.${name}`);
  return found;
};
const cell: fc.Arbitrary<ImportCell> = fc.oneof(
  fc.string(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.date({ noInvalidDate: false }),
);

describe('reading values', () => {
  it('an IMO number is valid with its check digit and with no other last digit', () => {
    fc.assert(
      fc.property(sixDigits, fc.integer({ min: 0, max: 9 }), (six, last) => {
        expect(isImoNumber(six + String(last))).toBe(String(last) === checkDigit(six));
      }),
    );
  });

  it('a number written in JavaScript reads back', () => {
    const quantity = fieldNamed('purchase_order_item', 'quantity_ordered');
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e12, noNaN: true }), (n) => {
        const text = n.toFixed(6);
        expect(readImportValue(quantity, text)).toEqual({ ok: true, value: Number(text) });
      }),
    );
  });

  it('an ISO instant reads back', () => {
    const orderedAt = fieldNamed('purchase_order', 'ordered_at');
    const instant = fc.date({
      min: new Date('1900-01-01'),
      max: new Date('2200-01-01'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instant, (date) => {
        expect(readImportValue(orderedAt, date.toISOString())).toEqual({ ok: true, value: date });
      }),
    );
  });

  it('a text reads back trimmed', () => {
    const remarks = fieldNamed('purchase_order_item', 'remarks');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        const trimmed = text.trim();
        expect(readImportValue(remarks, text)).toEqual({ ok: true, value: trimmed === '' ? null : trimmed });
      }),
    );
  });

  it('any cells give values or problems, never an exception', () => {
    const entity = fc.constantFrom(...IMPORT_ENTITIES);
    const fields = fc.dictionary(fc.constantFrom(...IMPORT_FIELDS.map((f) => f.name), 'unknown'), cell);
    fc.assert(
      fc.property(entity, fields, (e, f) => {
        const check = validateImportRecord({ entity: e, fields: f }, { sheet: 'x', row: 2 });
        for (const problem of check.problems) expect(problem.message).not.toBe('');
        // A field with a problem has no value: the import never stores half-read data.
        for (const field of IMPORT_FIELDS.filter((x) => x.entity === e))
          if (check.problems.some((p) => p.column === importColumnName(field)))
            expect(check.values[field.name]).toBeNull();
      }),
    );
  });
});

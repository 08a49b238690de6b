import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  changedImportFields,
  conflictingImportFields,
  newDataChangesOfItem,
} from './import-changes.rules.ts';

describe('what a re-import changes', () => {
  it.each([
    ['a new value', { name: 'Pen' }, { name: 'Pencil' }, ['name']],
    ['the same value', { name: 'Pen' }, { name: 'Pen' }, []],
    ['an empty cell is no news', { name: 'Pen' }, { name: null }, []],
    ['a value where there was none', { name: null }, { name: 'Pen' }, ['name']],
    [
      'the same instant',
      { at: new Date('2026-11-02T00:00:00Z') },
      { at: new Date('2026-11-02T00:00:00.000Z') },
      [],
    ],
    ['another instant', { at: new Date('2026-11-02') }, { at: new Date('2026-11-03') }, ['at']],
    ['a number', { quantity: 2 }, { quantity: 7 }, ['quantity']],
  ])('%s', (_what, stored, incoming, changed) => {
    expect(changedImportFields(stored, incoming)).toEqual(changed);
  });

  it('importing what is stored changes nothing, whatever it is', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
        (row) => {
          expect(changedImportFields(row, row)).toEqual([]);
        },
      ),
    );
  });

  it('two descriptions conflict only where both give a value and they differ', () => {
    expect(conflictingImportFields({ name: 'A', email: null }, { name: 'A', email: 'x@y' })).toEqual([]);
    expect(conflictingImportFields({ name: 'A' }, { name: 'B' })).toEqual(['name']);
  });

  it.each([
    [['quantityOrdered'], ['item']],
    [['articleId'], ['article']],
    [
      ['articleId', 'remarks'],
      ['article', 'item'],
    ],
    [[], []],
  ])('changed fields %j tell the expert %j', (fields, kinds) => {
    expect(newDataChangesOfItem(fields)).toEqual(kinds);
  });
});

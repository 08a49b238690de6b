import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { reorderedIds } from './list-order.rules.ts';

describe('reordering part of a list', () => {
  it.each([
    ['the whole list sets its order', ['a', 'b', 'c'], ['c', 'a', 'b'], ['c', 'a', 'b']],
    [
      'filtered rows swap places, hidden ones stay',
      ['a', 'x', 'b', 'y', 'c'],
      ['c', 'b', 'a'],
      ['c', 'x', 'b', 'y', 'a'],
    ],
    ['one row alone stays put', ['a', 'b', 'c'], ['b'], ['a', 'b', 'c']],
    ['repeated ids count once', ['a', 'b'], ['b', 'b', 'a'], ['b', 'a']],
  ])('%s', (_name, current, named, expected) => {
    expect(reorderedIds(current, named)).toEqual(expected);
  });

  it('is a permutation that keeps unnamed rows in place and named ones in the order given', () => {
    const list = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 3 }), { maxLength: 30 });
    fc.assert(
      fc.property(
        list.chain((current) => fc.tuple(fc.constant(current), fc.shuffledSubarray(current))),
        ([current, named]) => {
          const next = reorderedIds(current, named);
          expect([...next].sort()).toEqual([...current].sort());
          current.forEach((id, index) => {
            if (!named.includes(id)) expect(next[index]).toBe(id);
          });
          expect(next.filter((id) => named.includes(id))).toEqual(named);
        },
      ),
    );
  });
});

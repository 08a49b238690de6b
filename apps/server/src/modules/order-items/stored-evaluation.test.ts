import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sameJson } from './stored-evaluation.ts';

/** The same value with every object's keys in another order, as jsonb hands them back. */
function reordered(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reordered);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, inner]) => [key, reordered(inner)]),
  );
}

describe('sameJson: an evaluation read back from jsonb equals the one just computed', () => {
  it.each([
    ['keys in another order', { a: 1, b: { c: [1, 2], d: null } }, { b: { d: null, c: [1, 2] }, a: 1 }, true],
    ['a key missing', { a: 1, b: 2 }, { a: 1 }, false],
    ['a key added', { a: 1 }, { a: 1, b: null }, false],
    ['null against a missing key', { a: null }, { b: null }, false],
    ['arrays in another order', [1, 2], [2, 1], false],
    ['an array against an object', [1], { 0: 1 }, false],
    ['a number against its text', { a: 1 }, { a: '1' }, false],
    ['two dates as ISO text', { at: '2026-01-01T00:00:00.000Z' }, { at: '2026-01-01T00:00:00.000Z' }, true],
    ['null against an object', null, {}, false],
  ])('%s', (_name, left, right, same) => {
    expect(sameJson(left, right)).toBe(same);
    expect(sameJson(right, left)).toBe(same);
  });

  it('holds for any JSON value, whatever the order of its keys, and fails for any change of it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const stored = JSON.parse(JSON.stringify(value));
        expect(sameJson(stored, reordered(stored))).toBe(true);
        expect(sameJson(stored, { changed: stored })).toBe(false);
        expect(sameJson([stored], [stored, stored])).toBe(false);
      }),
    );
  });
});

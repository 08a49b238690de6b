import { describe, expect, it } from 'vitest';
import { byteRangeOf } from './byte-range.ts';

describe('byteRangeOf: what an HTTP Range asks of a 100-byte file', () => {
  it.each([
    ['bytes=0-9', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=95-200', { kind: 'partial', start: 95, end: 99 }],
    ['bytes=-10', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-500', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=99-99', { kind: 'partial', start: 99, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=100-120', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    // Not served as ranges: the whole file, as RFC 9110 allows.
    [undefined, { kind: 'whole' }],
    ['bytes=0-1,5-6', { kind: 'whole' }],
    ['items=0-9', { kind: 'whole' }],
    ['bytes=9-0', { kind: 'whole' }],
    ['bytes=-', { kind: 'whole' }],
    ['bytes=a-b', { kind: 'whole' }],
  ] as const)('%s → %o', (header, answer) => {
    expect(byteRangeOf(header, 100)).toEqual(answer);
  });

  it('any range of an empty file is unsatisfiable', () => {
    expect(byteRangeOf('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(byteRangeOf('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('an If-Range we cannot check gets the whole file', () => {
    expect(byteRangeOf('bytes=0-9', 100, '"etag"')).toEqual({ kind: 'whole' });
  });
});

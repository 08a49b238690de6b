import type { ByteRange } from './file-storage.ts';

export type RangeAnswer = { kind: 'whole' } | ({ kind: 'partial' } & ByteRange) | { kind: 'unsatisfiable' };

/**
 * What to send for an HTTP `Range` header (RFC 9110 §14) on a file of `size` bytes. One range only:
 * a header we do not serve (several ranges, another unit, bad syntax, or an `If-Range` we cannot
 * check without validators) gets the whole file, as the RFC allows.
 */
export function byteRangeOf(header: string | undefined, size: number, ifRange?: string): RangeAnswer {
  if (!header || ifRange) return { kind: 'whole' };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: 'partial', start, end };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normaliseTagCode,
  TAG_ALPHABET,
  TAG_CODE_LENGTH,
  tagCodeFrom,
  tagFormattedFull,
  tagFormattedShort,
} from './tag-code.ts';
import { tagLink } from './tag-print.ts';

describe('tag codes', () => {
  it('are ten characters of the unambiguous alphabet', () => {
    expect(tagCodeFrom(new Uint8Array([0, 1, 31, 32, 33, 255, 10, 17, 18, 20]))).toBe('01Z01ZAHJM');
    expect(() => tagCodeFrom(new Uint8Array(3))).toThrow();
  });

  it.each([
    ['KX7PQ-9ZT4M', 'KX7PQ9ZT4M'],
    ['  kx7pq 9zt4m ', 'KX7PQ9ZT4M'],
    ['KEELSON KX7PQ-9ZT4M', 'KX7PQ9ZT4M'],
    ['https://keelson.example/#/dashboard/tag/KX7PQ9ZT4M', 'KX7PQ9ZT4M'],
    ['http://127.0.0.1:4000/#/dashboard/tag/kx7pq9zt4m?x=1', 'KX7PQ9ZT4M'],
    ['OIL0000000', '0110000000'],
    ['KX7PQ-9ZT4', null],
    ['KX7PQ-9ZT4MM', null],
    ['KX7PQ-9ZT4U', null],
    ['https://keelson.example/#/dashboard/tag/%E0%A4%A', null],
    ['', null],
  ])('%j reads as %j', (input, code) => {
    expect(normaliseTagCode(input)).toBe(code);
  });

  it('formats the short and the full form', () => {
    expect(tagFormattedShort('KX7PQ9ZT4M')).toBe('KX7PQ-9ZT4M');
    expect(tagFormattedFull('KX7PQ9ZT4M')).toBe('KEELSON KX7PQ-9ZT4M');
  });

  it('every generated code survives its printed forms and its QR link', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: TAG_CODE_LENGTH, maxLength: TAG_CODE_LENGTH }), (bytes) => {
        const code = tagCodeFrom(bytes);
        expect([...code].every((char) => TAG_ALPHABET.includes(char))).toBe(true);
        expect(normaliseTagCode(code)).toBe(code);
        expect(normaliseTagCode(tagFormattedShort(code).toLowerCase())).toBe(code);
        expect(normaliseTagCode(tagFormattedFull(code))).toBe(code);
        expect(normaliseTagCode(tagLink('https://ship.example/', code))).toBe(code);
      }),
    );
  });
});

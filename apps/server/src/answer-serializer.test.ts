import { ZItemPage } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerSerializerCompiler } from './answer-serializer.ts';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/items', httpStatus: '200' });
const page = { content: [], page: 0, size: 50, total_elements: 0 };

describe('answers on their way out', () => {
  it('a trusted answer that matches its schema is written as built, checked or not', () => {
    for (const check of [true, false]) {
      expect(JSON.parse(answerSerializerCompiler(check)(route(ZItemPage))(page))).toEqual(page);
    }
  });

  it('where answers are checked, a trusted answer the schema would change fails instead of passing unnoticed', () => {
    const serialize = answerSerializerCompiler(true)(route(ZItemPage));
    expect(() => serialize({ ...page, internal_note: 'not in the contract' })).toThrow(
      "GET /items: the answer differs from its schema's output",
    );
    expect(() => serialize({ ...page, total_elements: 'many' })).toThrow();
  });

  it('in production a trusted answer is not parsed again: what the presenter built is what is sent', () => {
    const serialize = answerSerializerCompiler(false)(route(ZItemPage));
    expect(JSON.parse(serialize({ ...page, internal_note: 'x' }))).toHaveProperty('internal_note');
  });

  it('every other answer goes through its schema in both modes: unknown fields are stripped, wrong ones refused', () => {
    const schema = z.object({ name: z.string() });
    for (const check of [true, false]) {
      const serialize = answerSerializerCompiler(check)(route(schema));
      expect(JSON.parse(serialize({ name: 'Gasket', secret: 'x' }))).toEqual({ name: 'Gasket' });
      expect(() => serialize({ name: 1 })).toThrow();
    }
  });
});

import { isDeepStrictEqual } from 'node:util';
import { ZItemPage, ZPurchaseOrderItem } from '@keelson/contract';
import { createSerializerCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * Answers built field by field by their presenters and sent most often: the orders list and the
 * item. Re-parsing them with zod on the way out took ~2.5 ms of a 50-item page (decision 0039).
 */
const TRUSTED_ANSWERS: ReadonlySet<z.ZodType> = new Set([ZItemPage, ZPurchaseOrderItem]);

const checked = createSerializerCompiler({});

/**
 * Every answer goes through its zod schema, except the trusted ones in production: those are
 * written as built. Where answers are checked (tests, development), a trusted answer must also come
 * out of its schema unchanged — nothing stripped, nothing converted — so the unchecked production
 * path writes exactly what the tests saw.
 */
export function answerSerializerCompiler(checkAnswers: boolean): ReturnType<typeof createSerializerCompiler> {
  return (route) => {
    const trusted = TRUSTED_ANSWERS.has(route.schema as z.ZodType);
    if (trusted && !checkAnswers) return (data) => JSON.stringify(data);
    const serialize = checked(route);
    if (!trusted) return serialize;
    return (data) => {
      const text = serialize(data);
      if (!isDeepStrictEqual(JSON.parse(text), JSON.parse(JSON.stringify(data)))) {
        throw new Error(`${route.method} ${route.url}: the answer differs from its schema's output`);
      }
      return text;
    };
  };
}

import fc from 'fast-check';

/** JSON Schema as @fastify/swagger writes it from our zod schemas (the parts the fuzzer reads). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
};

const deep = (levels: number): unknown => (levels === 0 ? 'bottom' : { a: deep(levels - 1) });

/** Text PostgreSQL or a parser chokes on: NUL and other control characters, broken surrogates. */
const hostileText = fc.oneof(
  fc.constantFrom('nul\u0000inside', '\u0000', 'ctrl\u0001\u0007\u001b[31m', '\ud800', 'gasket\u0000"sheet"'),
  fc.string({ maxLength: 20 }).map((text) => `${text}\u0000${text}`),
);

/** Values no well-formed request holds where a specific one is expected. */
export const malformedValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 2, arbitrary: hostileText },
  fc.constantFrom(
    null,
    true,
    0,
    -1,
    -2147483649,
    2147483648,
    Number.MAX_SAFE_INTEGER + 2,
    1e308,
    -1e308,
    0.5,
    '',
    ' ',
    'x'.repeat(100_000),
    'nul\u0000inside',
    '\u0000',
    'ctrl\u0001\u0007\u001b[31m',
    '\ud800',
    '😀'.repeat(1000),
    '0000-01-01T00:00:00Z',
    '275760-09-13T00:00:00Z',
    '2024-02-30',
    '2024-02-30T10:00:00Z',
    'not-a-uuid',
    '00000000-0000-0000-0000-000000000000',
    '../../../etc/passwd',
    "'; drop table users; --",
    '%00',
    '{"__proto__": {"admin": true}}',
    [],
    [null],
    {},
    { __proto__: { polluted: true } },
    deep(200),
    Array.from({ length: 5000 }, (_, i) => i),
  ),
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.uuid(),
);

/** An input shaped like the schema with one field broken, or broken as a whole. */
export function malformedObject(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.keys(schema?.properties ?? {});
  const whole = fc.oneof(
    malformedValue,
    fc.constant({}),
    fc.dictionary(fc.string({ maxLength: 12 }), malformedValue),
  );
  if (properties.length === 0) return whole;
  const oneBroken = fc
    .tuple(fc.constantFrom(...properties), malformedValue, fc.boolean())
    .map(([broken, value, withExtra]) => {
      const body: Record<string, unknown> = {};
      for (const name of properties) body[name] = plausible(schema?.properties?.[name]);
      body[broken] = value;
      if (withExtra) body.unexpected_field = 'extra';
      return body;
    });
  // Every text field hostile at once: a handler that checks one field but stores another is found.
  const allHostile = hostileText.map((text) => {
    const body: Record<string, unknown> = {};
    for (const name of properties) {
      const value = plausible(schema?.properties?.[name]);
      body[name] = typeof value === 'string' ? text : value;
    }
    return body;
  });
  const missing = fc.constantFrom(...properties).map((left) => {
    const body: Record<string, unknown> = {};
    for (const name of properties) if (name !== left) body[name] = plausible(schema?.properties?.[name]);
    return body;
  });
  return fc.oneof(
    { weight: 3, arbitrary: oneBroken },
    { weight: 2, arbitrary: allHostile },
    { weight: 1, arbitrary: missing },
    { weight: 1, arbitrary: whole },
  );
}

/** A value of the schema's type, so that one broken field is what a handler meets. */
function plausible(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.enum?.length) return schema.enum[0];
  if (schema.anyOf?.length)
    return plausible(schema.anyOf.find((option) => option.type !== 'null') ?? schema.anyOf[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000001';
      if (schema.format === 'date-time') return '2026-01-01T00:00:00Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'email') return 'fuzz@example.com';
      return 'fuzz';
  }
}

/** A path parameter: a real id of the world (to reach deep code), an unknown one, or garbage. */
export const pathValue = (knownIds: string[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...knownIds) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'not-a-uuid',
        '%00',
        'x'.repeat(2000),
        '..%2F..%2Fetc',
        '%E0%A4%A',
        '-1',
        '1e309',
      ),
    },
  );

/** A way to send a body that is not what the route reads. */
export const bodyEncoding = fc.constantFrom<
  'json' | 'json' | 'json' | 'text' | 'broken-json' | 'xml' | 'form'
>('json', 'json', 'json', 'text', 'broken-json', 'xml', 'form');

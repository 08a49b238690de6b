import { ZEnvironmentConfig } from '@keelson/contract';
import { describe, expect, it } from 'vitest';
import { checkEnvironment } from './environment.ts';

const valid = {
  production: true,
  server: { host: 'https://keelson.example', path: '/' },
  api: { host: 'https://keelson.example', path: '/api' },
  build: { version: '0.1.0', commit: 'abc', time: '2026-11-26T10:00:00Z' },
  site: {
    aboutUrl: 'https://keelson.example/about',
    supportEmail: 'support@keelson.example',
    backgroundSlideshow: false,
    provider: { name: 'N', address: 'A', website: 'W', management: 'M', register: 'R', vatId: 'V' },
  },
};

/** Every path to a leaf of `value`, as lists of keys. */
function leaves(value: object, at: string[] = []): string[][] {
  return Object.entries(value).flatMap(([key, inner]) =>
    typeof inner === 'object' ? leaves(inner, [...at, key]) : [[...at, key]],
  );
}

function changed(path: string[], to: unknown): unknown {
  const copy = structuredClone(valid) as Record<string, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  const last = path.at(-1) as string;
  if (to === undefined) delete node[last];
  else node[last] = to;
  return copy;
}

describe('checkEnvironment', () => {
  it('accepts what the contract accepts', () => {
    expect(ZEnvironmentConfig.parse(valid)).toEqual(valid);
    expect(checkEnvironment(valid)).toEqual(valid);
  });

  it.each(leaves(valid).map((path) => [path.join('.'), path]))(
    'rejects it without %s, as the contract does',
    (_, path) => {
      const without = changed(path as string[], undefined);
      expect(ZEnvironmentConfig.safeParse(without).success).toBe(false);
      expect(() => checkEnvironment(without)).toThrow(`environment: ${(path as string[]).join('.')}: not a`);
    },
  );

  it.each(leaves(valid).map((path) => [path.join('.'), path]))(
    'rejects a wrong type at %s, as the contract does',
    (_, path) => {
      const wrong = changed(path as string[], 7);
      expect(ZEnvironmentConfig.safeParse(wrong).success).toBe(false);
      expect(() => checkEnvironment(wrong)).toThrow();
    },
  );

  it('rejects what is not an object', () => {
    expect(() => checkEnvironment('<html>')).toThrow('environment: the file: not an object');
    expect(() => checkEnvironment(null)).toThrow('environment: the file: not an object');
  });
});

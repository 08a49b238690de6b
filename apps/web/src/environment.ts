import type { TEnvironmentConfig } from '@keelson/contract';

let current: TEnvironmentConfig | undefined;

type Shape<T> = {
  [K in keyof T]-?: T[K] extends boolean ? 'boolean' : T[K] extends string ? 'string' : Shape<T[K]>;
};

/**
 * What environment.json holds, by field. Checked by hand rather than with the contract's zod
 * schema, which would bring zod into the first load (issue 19); the type makes the compiler
 * demand every field of TEnvironmentConfig here, and the server answers through that schema.
 */
const ENVIRONMENT_SHAPE: Shape<TEnvironmentConfig> = {
  production: 'boolean',
  server: { host: 'string', path: 'string' },
  api: { host: 'string', path: 'string' },
  build: { version: 'string', commit: 'string', time: 'string' },
  site: {
    aboutUrl: 'string',
    supportEmail: 'string',
    backgroundSlideshow: 'boolean',
    provider: {
      name: 'string',
      address: 'string',
      website: 'string',
      management: 'string',
      register: 'string',
      vatId: 'string',
    },
  },
};

type ShapeNode = 'boolean' | 'string' | { [key: string]: ShapeNode };

function mismatch(value: unknown, shape: ShapeNode, at: string): string | undefined {
  if (typeof shape === 'string') return typeof value === shape ? undefined : `${at}: not a ${shape}`;
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return `${at || 'the file'}: not an object`;
  for (const [key, inner] of Object.entries(shape)) {
    const found = mismatch((value as Record<string, unknown>)[key], inner, at ? `${at}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}

/** The environment as TEnvironmentConfig, or an error naming the first field that is missing or wrong. */
export function checkEnvironment(value: unknown): TEnvironmentConfig {
  const found = mismatch(value, ENVIRONMENT_SHAPE, '');
  if (found !== undefined) throw new Error(`environment: ${found}`);
  return value as TEnvironmentConfig;
}

/** Loads assets/environment.json (the development variant when not a production build). */
export async function loadEnvironment(production = import.meta.env.PROD): Promise<TEnvironmentConfig> {
  const file = production ? 'assets/environment.json' : 'assets/environment.development.json';
  const response = await fetch(file, { cache: 'no-store' });
  if (!response.ok) throw new Error(`environment: ${response.status}`);
  current = checkEnvironment(await response.json());
  return current;
}

export function environment(): TEnvironmentConfig {
  if (!current) throw new Error('environment not loaded');
  return current;
}

export function apiBase(): string {
  const { api } = environment();
  return `${api.host}${api.path}`.replace(/\/+$/, '');
}

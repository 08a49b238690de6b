import { type TEnvironmentConfig, ZEnvironmentConfig } from '@keelson/contract';

let current: TEnvironmentConfig | undefined;

/** Loads assets/environment.json (the development variant when not a production build). */
export async function loadEnvironment(production = import.meta.env.PROD): Promise<TEnvironmentConfig> {
  const file = production ? 'assets/environment.json' : 'assets/environment.development.json';
  const response = await fetch(file, { cache: 'no-store' });
  if (!response.ok) throw new Error(`environment: ${response.status}`);
  current = ZEnvironmentConfig.parse(await response.json());
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

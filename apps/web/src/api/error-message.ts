import { statusMessage } from '@keelson/domain';
import { ApiError } from './http.ts';

/** What a user reads for a failed call: the catalogue text of its status, or 'Connection error'. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiError ? error.message : statusMessage(0);
}

import { ApiError } from '../../api/http.ts';

type Issue = { path?: unknown; message?: unknown };

/**
 * The field messages of a 400 answer, by API field name: validation issues (`[{ path: '/field',
 * message }]`) or a map (`{ field: message }`). Empty when the answer names no field.
 */
export function serverFieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const details = error.body.details;
  const errors: Record<string, string> = {};
  if (Array.isArray(details)) {
    for (const issue of details as Issue[]) {
      const field = typeof issue.path === 'string' ? issue.path.replace(/^\//u, '').split('/')[0] : '';
      if (field && typeof issue.message === 'string' && !(field in errors)) errors[field] = issue.message;
    }
  } else if (details && typeof details === 'object') {
    for (const [field, message] of Object.entries(details))
      if (typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** The same, renamed to a form's field names; fields the form does not have are left out. */
export function formFieldErrors<F extends string>(
  error: unknown,
  fields: Readonly<Record<string, F>>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const [field, message] of Object.entries(serverFieldErrors(error))) {
    const formField = fields[field];
    if (formField) errors[formField] = message;
  }
  return errors;
}

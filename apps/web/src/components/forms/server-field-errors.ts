import { ApiError } from '../../api/http.ts';
import { showErrorAlert } from '../alerts/use-error-alert.ts';

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
      // '/ship/imo' → 'ship.imo'
      const field = typeof issue.path === 'string' ? issue.path.replace(/^\//u, '').replaceAll('/', '.') : '';
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

/**
 * A form's answer to a failed call: the catalogue's message in the alert banner, and the API's
 * field messages under the inputs they concern, the first of them focused (spec section 5).
 */
export function showFormErrors<F extends string>(
  form: { setErrors: (errors: Partial<Record<F, string>>) => void },
  fields: Readonly<Record<string, F>>,
  focusFirstInvalid?: () => void,
) {
  return (error: unknown) => {
    const errors = formFieldErrors(error, fields);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      focusFirstInvalid?.();
    }
    showErrorAlert(error);
  };
}

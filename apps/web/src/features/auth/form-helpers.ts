import {
  accountEmailError,
  MESSAGES,
  minRequiredMessage,
  PASSWORD_MIN_LENGTH,
  SECURITY_CODE_LENGTH,
} from '@keelson/domain';
import { type RefObject, useCallback } from 'react';

export const required = (value: string) => (value.trim() ? null : MESSAGES.required);
export const accountEmail = (value: string) => accountEmailError(value);
export const securityCode = (value: string) => {
  const code = value.trim();
  if (!code) return MESSAGES.required;
  return code.length === SECURITY_CODE_LENGTH ? null : minRequiredMessage(SECURITY_CODE_LENGTH);
};
/** A password being chosen (sign-up, reset): required, at least PASSWORD_MIN_LENGTH characters. */
export const newPassword = (value: string) => {
  if (!value) return MESSAGES.required;
  return value.length >= PASSWORD_MIN_LENGTH ? null : minRequiredMessage(PASSWORD_MIN_LENGTH);
};
export const confirmPassword = (value: string, values: { password: string }) => {
  if (!value) return MESSAGES.required;
  return value === values.password ? null : MESSAGES.passwordsNotMatching;
};

/** On a failed submit, the first invalid input gets the focus (once Mantine has marked it). */
export function useFocusFirstInvalid(formRef: RefObject<HTMLFormElement | null>) {
  return useCallback(() => {
    requestAnimationFrame(() => {
      // Some inputs mark their wrapper rather than the <input> itself (e.g. the password field).
      const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid]');
      const field = invalid?.matches('input, textarea, select')
        ? invalid
        : invalid?.querySelector<HTMLElement>('input, textarea, select');
      field?.focus();
    });
  }, [formRef]);
}

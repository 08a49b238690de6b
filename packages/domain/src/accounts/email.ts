import { MESSAGES } from '../web/messages.ts';

// A pragmatic address check: something@label.label, no spaces; the mail link proves the rest.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const ASCII = /^[\x20-\x7e]*$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Account emails must be ASCII: the local part and the domain each have their own message. */
export function nonAsciiEmailMessage(email: string): string | null {
  const at = email.lastIndexOf('@');
  const local = at < 0 ? email : email.slice(0, at);
  const domain = at < 0 ? '' : email.slice(at + 1);
  if (!ASCII.test(local)) return MESSAGES.nonAsciiLocalPart;
  if (!ASCII.test(domain)) return MESSAGES.nonAsciiDomain;
  return null;
}

/**
 * The message for an account email field, or null when it is fine: required, then ASCII only,
 * then the address shape ('Invalid email' on sign-up, forgot-password and login).
 */
export function accountEmailError(
  value: string,
  invalidMessage: string = MESSAGES.invalidEmail,
): string | null {
  const email = value.trim();
  if (!email) return MESSAGES.required;
  const nonAscii = nonAsciiEmailMessage(email);
  if (nonAscii) return nonAscii;
  return EMAIL.test(email) ? null : invalidMessage;
}

export function isValidAccountEmail(value: string): boolean {
  return accountEmailError(value) === null;
}

import { PRODUCT_NAME } from '@keelson/domain';
import type { TMail } from './mailer.ts';

function link(publicUrl: string, route: string, query: Record<string, string>) {
  return `${publicUrl}/#/${route}?${new URLSearchParams(query).toString()}`;
}

export function registrationMail(publicUrl: string, email: string, token: string): TMail {
  const url = link(publicUrl, 'home/register2', { email, token });
  return {
    to: email,
    subject: `${PRODUCT_NAME}: confirm your registration`,
    text: `Welcome to ${PRODUCT_NAME}!\n\nPlease confirm your e-mail address and complete your registration:\n\n${url}\n\nThe link is valid for 24 hours. If you did not ask to register, ignore this mail: nothing is kept.\n`,
  };
}

/** Sent instead of a registration link when the address already has an account. */
export function alreadyRegisteredMail(publicUrl: string, email: string): TMail {
  return {
    to: email,
    subject: `${PRODUCT_NAME}: you already have an account`,
    text: `Someone, probably you, asked to register ${email} at ${PRODUCT_NAME}, but this address already has an account.\n\nSign in: ${publicUrl}/#/home/login\nForgot your password? ${publicUrl}/#/home/pwreset\n`,
  };
}

export function passwordResetMail(publicUrl: string, email: string, token: string): TMail {
  const url = link(publicUrl, 'home/pwreset2', { email, token });
  return {
    to: email,
    subject: `${PRODUCT_NAME}: reset your password`,
    text: `To choose a new password for ${email}, open this link:\n\n${url}\n\nThe link works once and for one hour. If you did not ask for it, ignore this mail; your password stays as it is.\n`,
  };
}

export function securityCodeMail(email: string, code: string, purpose: 'login' | 'activation'): TMail {
  const what = purpose === 'login' ? 'sign in' : 'switch on two-factor authentication';
  return {
    to: email,
    subject: `${PRODUCT_NAME}: your security code ${code}`,
    text: `Your security code to ${what} at ${PRODUCT_NAME}:\n\n    ${code}\n\nIt is valid for 10 minutes. If you did not ask for it, change your password.\n`,
  };
}

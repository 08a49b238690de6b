/** The error catalogue: what a user reads for an HTTP status of a failed call. */
export function statusMessage(status: number): string {
  switch (status) {
    case 400:
      return 'Invalid request, verify your information';
    case 401:
      return 'Invalid session';
    case 403:
      return 'Invalid credentials';
    case 404:
      return 'Page was not found';
    case 500:
      return 'Internal error, please try again';
    default:
      return 'Connection error';
  }
}

export const MESSAGES = {
  environmentFailure: 'Failed loading environment configuration.',
  verifyEmail: 'Verify your email to complete the registration.',
  verificationSuccess: 'Verification successful! You are now logged in.',
  confirmationExpired: 'The confirmation link has expired. Please start the registration process again.',
  enterCode: "Please enter the code we've sent to your email.",
  unableToComplete: 'Unable to complete action.',
  codeIncorrect: 'The code you entered is incorrect. Please try again.',
  codeExpired: 'The code has expired. Please request a new code.',
  required: 'This field is required',
  invalidEmail: 'Invalid email',
  emailInvalidElsewhere: 'This email address is invalid',
  passwordsNotMatching: 'Passwords are not matching',
  nonAsciiLocalPart: "Found non ASCII characters in email's local part.",
  nonAsciiDomain: 'Not supporting non-ASCII email addresses yet!',
  pinRejected: 'Please correct your inventory in order to place pins for this item on relevant deckplans.',
  pinNotReceived:
    'Please confirm your inventory on how many items you have received to be able to place pins on relevant deckplans.',
} as const;

export const minRequiredMessage = (min: number) => `Min required is ${min}`;

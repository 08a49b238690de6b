import { AppError } from '../../errors.ts';
import { hmac, sameText } from '../documents/signed-links.ts';

/** How long the survey's file links stay valid: a surveyor works through a deck in a morning. */
export const SURVEY_LINK_SECONDS = 12 * 60 * 60;

/**
 * The query of a signed link to one of the survey's files: images and downloads are fetched
 * without our session header, so the signature over (label, subject, expiry) is their credential.
 * Rounded to the hour, so a link stays the same for an hour and the browser's cache holds.
 */
export function signedQuery(secret: string, label: string, subject: string, now: Date) {
  const expires = Math.floor(now.getTime() / 3_600_000) * 3600 + SURVEY_LINK_SECONDS;
  return `expires=${expires}&signature=${hmac(secret, label, `${subject}.${expires}`)}`;
}

export function checkSignedQuery(props: {
  secret: string;
  label: string;
  subject: string;
  expires: number;
  signature: string;
  now: Date;
}) {
  const expected = hmac(props.secret, props.label, `${props.subject}.${props.expires}`);
  const now = props.now.getTime();
  if (
    !sameText(expected, props.signature) ||
    props.expires * 1000 <= now ||
    props.expires * 1000 > now + (SURVEY_LINK_SECONDS + 3600) * 1000
  )
    throw new AppError(403, 'invalid_signature', 'The link is invalid or has expired');
}

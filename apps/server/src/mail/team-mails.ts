import { PRODUCT_NAME, type TeamMembershipRole } from '@keelson/domain';
import type { TMail } from './mailer.ts';

/**
 * The invitation to a team. An address without an account also gets the sign-up link (with the
 * address filled in); the sign-up links the invitation to the new account.
 */
export function teamInvitationMail(
  publicUrl: string,
  props: {
    email: string;
    teamName: string;
    role: TeamMembershipRole;
    inviterName: string;
    hasAccount: boolean;
  },
): TMail {
  const signIn = `${publicUrl}/#/home/login`;
  const signUp = `${publicUrl}/#/home/register?${new URLSearchParams({ email: props.email }).toString()}`;
  const steps = props.hasAccount
    ? `Please sign in and accept the invitation:\n\n${signIn}\n`
    : `You do not have an account yet. Please sign up with this address first:\n\n${signUp}\n\nThen sign in and accept the invitation:\n\n${signIn}\n`;
  return {
    to: props.email,
    subject: `${PRODUCT_NAME}: invitation to the team ${props.teamName}`,
    text: `${props.inviterName} invited you to join the team "${props.teamName}" at ${PRODUCT_NAME} as ${props.role}.\n\n${steps}\nIf you do not want to join, reject the invitation after signing in, or ignore this mail.\n`,
  };
}

import { PRODUCT_NAME } from '@keelson/domain';
import type { TMail } from './mailer.ts';

/**
 * A project was shared with the addressee (a user, or a manager of the grantee team). They accept
 * or reject it among their received permissions; an address without an account signs up first.
 */
export function permissionIssuedMail(
  publicUrl: string,
  props: {
    email: string;
    projectName: string;
    issuerName: string;
    accessMode: 'READ' | 'READWRITE';
    teamName?: string;
  },
): TMail {
  const projectsUrl = `${publicUrl}/#/dashboard/projects`;
  const access = props.accessMode === 'READWRITE' ? 'read and write' : 'read';
  const whom = props.teamName ? `your team "${props.teamName}"` : 'you';
  return {
    to: props.email,
    subject: `${PRODUCT_NAME}: ${props.issuerName} shared the project ${props.projectName}`,
    text: `${props.issuerName} gave ${whom} ${access} access to the project "${props.projectName}" at ${PRODUCT_NAME}.\n\nPlease sign in and accept or reject it:\n\n${projectsUrl}\n\nNo account yet? Sign up with this address first: ${publicUrl}/#/home/register\n`,
  };
}

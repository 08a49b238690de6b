import fs from 'node:fs';
import path from 'node:path';
import { PRODUCT_NAME } from '@keelson/domain';
import nodemailer from 'nodemailer';

export type TMail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
};

export type Mailer = {
  send: (mail: TMail) => Promise<void>;
};

const LINK = /https?:\/\/[^\s<>"]+/g;

/**
 * Sends through SMTP_URL when set. Without it each mail is written to DATA_DIR/outbox as an .eml
 * file and its links are logged, so a local installation can still complete sign-ups.
 */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  dataDir: string;
  /** Where the outbox reports each written mail and its links. */
  log: (line: string) => void;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (mail) => {
        await transport.sendMail({ from: options.from, ...mail });
      },
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: options.from, ...mail });
      fs.mkdirSync(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`;
      const file = path.join(outbox, name);
      fs.writeFileSync(file, info.message as Buffer);
      const links = mail.text.match(LINK) ?? [];
      options.log(
        `${PRODUCT_NAME} mail to ${mail.to} «${mail.subject}» written to ${file}${links.map((link) => `\n  link: ${link}`).join('')}`,
      );
    },
  };
}

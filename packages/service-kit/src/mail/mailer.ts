import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import type { Logger } from 'pino';
import type { PlatformConfig } from '../config.ts';
import type { MailMessage } from './message.ts';

/** The folder under `DATA_DIR` where messages go when no `SMTP_URL` is set. */
export const MAIL_DIR = 'mail';

/** A message as it leaves: with the Message-ID every attempt of its cause shares. */
export interface OutgoingMail extends MailMessage {
  /** `<id@domain>`, the same for every attempt of one cause, so a resend after a crash is recognisable. */
  messageId: string;
}

/** Delivers messages; a thrown error means "not delivered, try again later". */
export interface Mailer {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail, log: Logger): Promise<void>;
}

/** The settings a mailer is built from (`SMTP_URL`, `MAIL_FROM`, `DATA_DIR`). */
export type MailSettings = Pick<PlatformConfig, 'smtpUrl' | 'mailFrom' | 'dataDir'>;

/**
 * Bounds of one SMTP attempt, well below nodemailer's defaults (minutes): the consumer sends inside its
 * transaction, and a server that stopped answering must not hold it for long. `SMTP_URL` query parameters
 * (`?connectionTimeout=...`) override them.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * The mailer the settings ask for: SMTP through nodemailer when `SMTP_URL` is set (`smtp://` with STARTTLS
 * when the server offers it, `smtps://` for TLS from the start, credentials in the URL), otherwise `.eml`
 * files under `DATA_DIR/mail` with the subject and links of each logged, so a local install needs no mail
 * server. Neither ever logs the URL (it may hold a password) nor the recipient.
 */
export function createMailer(settings: MailSettings): Mailer {
  return settings.smtpUrl
    ? smtpMailer(settings.smtpUrl, settings.mailFrom)
    : fileMailer(join(settings.dataDir, MAIL_DIR), settings.mailFrom);
}

function smtpMailer(url: string, from: string): Mailer {
  // Not pooled: a connection per message, so nothing stays open between messages or needs closing.
  const transport: Transporter = createTransport({ ...SMTP_TIMEOUTS, ...parseConnectionUrl(url) });
  return {
    kind: 'smtp',
    async send(mail, log) {
      const info = await transport.sendMail(envelopeOf(mail, from));
      log.info({ messageId: mail.messageId, subject: mail.subject, response: info.response }, 'mail sent');
    },
  };
}

function fileMailer(dir: string, from: string): Mailer {
  // Builds the complete message (MIME, both parts) without sending it.
  const transport: Transporter = createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    kind: 'file',
    async send(mail, log) {
      const info = (await transport.sendMail(envelopeOf(mail, from))) as { message: Buffer };
      await mkdir(dir, { recursive: true });
      // Named after the Message-ID: a resend of the same cause replaces its file instead of adding one.
      const file = join(dir, `${fileNameOf(mail.messageId)}.eml`);
      const partial = `${file}.partial`;
      await writeFile(partial, info.message);
      await rename(partial, file);
      log.info(
        { file, subject: mail.subject, links: linksIn(mail.text) },
        'mail written to a file (no SMTP_URL set)',
      );
    },
  };
}

function envelopeOf(mail: OutgoingMail, from: string) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    headers: {
      // RFC 3834: sent by a program, so out-of-office replies and the like should not answer it.
      'Auto-Submitted': 'auto-generated',
      // RFC 8058: the mail app's own "unsubscribe" button POSTs `List-Unsubscribe=One-Click` to the link.
      ...(mail.unsubscribeUrl
        ? {
            'List-Unsubscribe': `<${mail.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          }
        : {}),
    },
  };
}

/** The Message-ID's left part (already only hex digits, see `mailMessageId`). */
function fileNameOf(messageId: string): string {
  return messageId.replace(/^</, '').replace(/@.*$/, '');
}

/** Every http(s) link of a text part, once each, in order. */
export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"]+/g) ?? [])];
}

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eventually, startTestSmtpServer, type ReceivedMail } from '@referrals/service-kit/testing';

/** What a suite reads of a received e-mail. */
export type MailboxMessage = Pick<ReceivedMail, 'to' | 'from' | 'subject' | 'text' | 'html' | 'rawHeaders'>;

export interface Mailbox {
  /** `SMTP_URL` for the stack. */
  smtpUrl: string;
  /** Where the suites read what arrived (`E2E_MAILBOX_URL`). */
  url: string;
  close(): Promise<void>;
}

/**
 * The e2e stack's mail server: a real SMTP server (the kit's test server) in the global setup's process, and
 * beside it a small HTTP reader of what arrived, since the suites run in worker processes of their own.
 * `GET /messages?to=<address>` answers the messages to that address, oldest first.
 */
export async function startMailbox(): Promise<Mailbox> {
  const smtp = await startTestSmtpServer();
  const reader: Server = createServer((request, response) => {
    const to = new URL(request.url ?? '/', 'http://mailbox').searchParams.get('to')?.toLowerCase() ?? '';
    const messages: MailboxMessage[] = smtp.messages
      .filter((mail) => mail.to.some((address) => address.toLowerCase() === to))
      .map(({ to: recipients, from, subject, text, html, rawHeaders }) => ({
        to: recipients,
        from,
        subject,
        text,
        html,
        rawHeaders,
      }));
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(messages));
  });
  await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
  const { port } = reader.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => reader.close(() => resolve()));
      await smtp.close();
    },
  };
}

/** Every e-mail to `to` that has arrived at the e2e stack's mail server so far, oldest first. */
export async function mailsTo(to: string): Promise<MailboxMessage[]> {
  const url = process.env.E2E_MAILBOX_URL;
  if (!url) throw new Error('E2E_MAILBOX_URL is not set: run the e2e project through jest (global setup)');
  const response = await fetch(`${url}/messages?to=${encodeURIComponent(to)}`);
  return (await response.json()) as MailboxMessage[];
}

/**
 * The first e-mail to `to` that `predicate` accepts, once it has arrived at the e2e stack's mail server (read
 * from a suite: `E2E_MAILBOX_URL` is set by the global setup).
 */
export async function waitForMail(
  to: string,
  predicate: (mail: MailboxMessage) => boolean = () => true,
  timeoutMs = 15_000,
): Promise<MailboxMessage> {
  return eventually(async () => (await mailsTo(to)).find(predicate), timeoutMs, `a matching e-mail to ${to}`);
}

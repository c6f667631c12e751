import { startStack, type RunningStack } from '@referrals/testing';
import { startMailbox, type Mailbox } from './mailbox.ts';

declare global {
  var __E2E_STACK__: RunningStack | undefined;
  var __E2E_MAILBOX__: Mailbox | undefined;
}

/**
 * One product stack for every end-to-end suite, sending its e-mail over SMTP to a test mail server; their URLs
 * reach the tests through the environment. Its abuse limits are the stack's test limits (lifted where every
 * suite signs up from this one machine; suites that exercise a limit start a stack of their own).
 */
export default async function globalSetup(): Promise<void> {
  const mailbox = await startMailbox();
  globalThis.__E2E_MAILBOX__ = mailbox;
  process.env.E2E_MAILBOX_URL = mailbox.url;
  const stack = await startStack({ env: { SMTP_URL: mailbox.smtpUrl } });
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_STACK_MODE = stack.mode;
}

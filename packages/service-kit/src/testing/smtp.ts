/**
 * A real SMTP server for tests, on 127.0.0.1 and a free port: what a service sends through `SMTP_URL`
 * arrives here over SMTP and is parsed like a mail app would (mailparser), so tests read the parts, headers
 * and links a person would get.
 */
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message the server accepted. */
export interface ReceivedMail {
  /** Envelope recipients (`RCPT TO`). */
  to: string[];
  /** The `From` header as text. */
  from: string;
  subject: string;
  text: string;
  /** The HTML part ('' when there is none). */
  html: string;
  messageId: string | undefined;
  /** Every header, lower-case names (mailparser's structured values; `List-*` ones merged into `list`). */
  headers: ParsedMail['headers'];
  /** Each header's value as sent (unfolded), by its lower-case name; a repeated header keeps its first. */
  rawHeaders: Record<string, string>;
  /** The message as sent. */
  raw: string;
  /** The user name the client logged in with, if it did. */
  authenticatedAs: string | null;
}

export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>`, for `SMTP_URL`; add credentials to it when a test wants the client to log in. */
  readonly url: string;
  /** Every message accepted so far, in arrival order. */
  readonly messages: readonly ReceivedMail[];
  /** The first message (already received or still to come) that `predicate` accepts. */
  waitForMessage(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  /** Answers the next `count` messages with a temporary failure (451), as a mail server that is busy. */
  failNext(count: number): void;
  /** How many messages were refused by {@link failNext}. */
  readonly refused: number;
  close(): Promise<void>;
}

/**
 * Starts the server. STARTTLS is off (the test client would not trust its certificate); logging in is
 * optional and any user name and password are accepted over the plain connection.
 */
export async function startTestSmtpServer(): Promise<TestSmtpServer> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<(mail: ReceivedMail) => void>();
  let failures = 0;
  let refused = 0;

  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // close() must not wait the default 30 s for a client that keeps its connection open.
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          refused += 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks);
        simpleParser(raw)
          .then((parsed) => {
            const mail: ReceivedMail = {
              to: session.envelope.rcptTo.map((recipient) => recipient.address),
              from: parsed.from?.text ?? '',
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              messageId: parsed.messageId,
              headers: parsed.headers,
              rawHeaders: rawHeadersOf(parsed.headerLines),
              raw: raw.toString('utf8'),
              authenticatedAs: typeof session.user === 'string' ? session.user : null,
            };
            messages.push(mail);
            for (const waiter of waiters) waiter(mail);
            callback();
          })
          .catch(callback);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    get refused() {
      return refused;
    },
    failNext(count) {
      failures = count;
    },
    waitForMessage(predicate = () => true, timeoutMs = 10_000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        function waiter(mail: ReceivedMail): void {
          if (!predicate(mail)) return;
          clearTimeout(timer);
          waiters.delete(waiter);
          resolve(mail);
        }
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`No matching mail within ${timeoutMs} ms (${messages.length} received)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function rawHeadersOf(lines: ParsedMail['headerLines']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const { key, line } of lines) {
    headers[key] ??= line
      .slice(line.indexOf(':') + 1)
      .replace(/\r?\n[ \t]+/g, ' ')
      .trim();
  }
  return headers;
}

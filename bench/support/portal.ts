import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RefereeVerifiedDto, ReferrerAuthDto } from '@referrals/contracts';
import { MAIL_DIR } from '@referrals/service-kit';
import { eventually } from '@referrals/service-kit/testing';

/** A signed-in referrer of the benchmark: their portal cookie and the membership the dashboard reads. */
export interface SignedInReferrer {
  cookie: string;
  referrerId: string;
}

/** Signs a referrer in to the portal (POST /api/referrers/auth), as its login page does. */
export async function signInReferrer(
  url: string,
  email: string,
  password: string,
): Promise<SignedInReferrer> {
  const response = await fetch(`${url}/api/referrers/auth`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`the referrer's sign-in answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith('rsid='))
    ?.split(';')[0];
  if (!cookie) throw new Error("the referrer's sign-in set no rsid cookie");
  const { referrer } = (await response.json()) as ReferrerAuthDto;
  return { cookie, referrerId: referrer.id };
}

/**
 * The `.eml` files the product wrote under its data folder `dataDir` (no SMTP server is set): the verification
 * link of each message to one of `recipients`, by recipient. Quoted-printable soft line breaks are undone first, so a
 * link wrapped over two lines is read whole.
 */
async function verificationLinks(
  dataDir: string,
  recipients: ReadonlySet<string>,
): Promise<Map<string, string>> {
  const mailDir = join(dataDir, MAIL_DIR);
  const files = (await readdir(mailDir).catch(() => [])).filter((name) => name.endsWith('.eml'));
  const links = new Map<string, string>();
  for (const name of files) {
    const message = (await readFile(join(mailDir, name), 'utf8')).replace(/=\r?\n/g, '');
    const to = /^To: (.+)$/m.exec(message)?.[1]?.trim();
    const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(message)?.[1];
    if (to && token && recipients.has(to)) links.set(to, token);
  }
  return links;
}

/**
 * Vouchers to redeem at the counter: each referee of `emails` (signed up through a referrer's link) confirms
 * their e-mail through the link mailed to them, which issues their welcome voucher; answers the voucher codes.
 * Waits until the product has written every expected message (`expected`, the sign-ups it answered 201).
 */
export async function refereeVoucherCodes(
  url: string,
  dataDir: string,
  emails: ReadonlySet<string>,
  expected: number,
): Promise<string[]> {
  let links = new Map<string, string>();
  await eventually(
    async () => {
      links = await verificationLinks(dataDir, emails);
      return links.size >= expected;
    },
    60_000,
    `${expected} verification e-mails under ${dataDir}`,
  );
  const codes: string[] = [];
  for (const token of links.values()) {
    const response = await fetch(`${url}/api/referees/verify`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    if (response.status !== 200)
      throw new Error(`a referee's verification answered ${response.status}: ${await response.text()}`);
    const { voucher } = (await response.json()) as RefereeVerifiedDto;
    if (voucher?.kind === 'voucher') codes.push(voucher.code);
  }
  // A row of no requests would run for its whole duration instead (autocannon reads an `amount` of 0 as none).
  if (codes.length === 0) throw new Error('no referee voucher to redeem: the sign-up row signed nobody up');
  return codes;
}

import { rmSync, watch } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { simpleParser } from 'mailparser';
import type {
  AdminRefereeDto,
  AdminReferrerDto,
  AdminVoucherDto,
  CampaignReferrerDto,
  CampaignStatsDto,
  RefereeRegistrationInput,
  RefereeVerifiedDto,
  ReferrerRegisteredDto,
  VoucherDto,
} from '@referrals/contracts';
import { MAIL_DIR } from '@referrals/service-kit';
import { eventually } from '@referrals/service-kit/testing';
import { startStack, type RunningStack } from '@referrals/testing';
import { adminJson, signInAdmin } from '../support/admin.ts';
import {
  buildRefereeSignUp,
  buildReferrerSignUp,
  joinWhenKnown,
  openCampaign,
  verificationToken,
  type OpenCampaign,
} from './referral-support.ts';

/*
 * The embedded product (`npm start`: PGlite, the in-process bus, mail as .eml files under DATA_DIR/mail) is
 * killed with SIGKILL right after a sign-up or a redemption was answered, again and again, and started on the
 * same data folder each time. Nothing acknowledged is lost and nothing happens twice: afterwards every figure
 * of the owner's statistics equals what the referral service stored, and every e-mail that should exist
 * exists once. Run once (embedded only): the distributed stack keeps its events in JetStream.
 */

const KILLS = 6;
// Six starts of the whole product on a busy 2-core machine: more than the 90 s every other test gets.
jest.setTimeout(180_000);

let stack: RunningStack;
let venue: OpenCampaign;
const referrers: Array<ReferrerRegisteredDto & { email: string }> = [];
const kills: string[] = [];

/** One parsed message of the embedded mailbox. */
interface StoredMail {
  file: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

async function mailbox(): Promise<StoredMail[]> {
  const dir = join(stack.dataDir, MAIL_DIR);
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const parsed = await simpleParser(await readFile(join(dir, file)));
      const to = Array.isArray(parsed.to) ? parsed.to[0] : parsed.to;
      return {
        file,
        to: (to?.value[0]?.address ?? '').toLowerCase(),
        subject: parsed.subject ?? '',
        text: parsed.text ?? '',
        messageId: parsed.messageId ?? '',
      };
    }),
  );
}

/** The one message to `to` whose subject starts with `subject`, once it exists. */
async function mailTo(to: string, subject: string): Promise<StoredMail> {
  return eventually(
    async () =>
      (await mailbox()).find((mail) => mail.to === to.toLowerCase() && mail.subject.startsWith(subject)),
    20_000,
    `"${subject}..." to ${to}`,
  );
}

/** The friend e-mails (a friend joined, came in) each referrer is owed by now, by e-mail. */
const owedFriendMails = new Map<string, number>();

const oweFriendMail = (referralCode: string) => {
  const email = referrers.find((referrer) => referrer.referralCode === referralCode)!.email;
  owedFriendMails.set(email, (owedFriendMails.get(email) ?? 0) + 1);
};

/**
 * Once every referrer has the friend e-mails owed them (they leave after the e-mails of the actions that caused
 * them), the mailbox is quiet: the next new e-mail is one the next actions caused.
 */
async function friendMailsArrived(): Promise<void> {
  await eventually(
    async () => {
      const mails = await mailbox();
      return referrers.every(
        (referrer) =>
          mails.filter(
            (mail) =>
              mail.to === referrer.email.toLowerCase() &&
              / (joined with your link|came in)/.test(mail.subject),
          ).length === (owedFriendMails.get(referrer.email) ?? 0),
      );
    },
    20_000,
    'the referrers’ friend e-mails',
  );
}

async function post(path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${stack.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * Starts `actions` at once and kills the product (SIGKILL) the moment a new e-mail file appears, without waiting
 * for their answers: the outbox relay has handed the events of the first action to the bus, the mail consumer is
 * writing inside its transaction, and the other consumers (statistics) and the other actions' e-mails are still
 * on their way. Nothing that goes through the database can be the signal: the embedded database runs one
 * transaction at a time, so an answer read from it comes after every consumer before it has committed. Then the
 * product starts again on the same data folder. Answers the actions that were answered (the others may or may
 * not have happened).
 */
async function crashDuring<T>(label: string, actions: Array<() => Promise<T>>): Promise<T[]> {
  const dir = join(stack.dataDir, MAIL_DIR);
  const before = new Set(await readdir(dir));
  const watcher = watch(dir);
  const mailed = new Promise<void>((resolve, reject) => {
    watcher.on('change', (_kind, file) => {
      if (String(file).endsWith('.eml') && !before.has(String(file))) resolve();
    });
    watcher.on('error', reject);
  });
  const answered: T[] = [];
  const running = actions.map((action) =>
    action().then(
      (value) => void answered.push(value),
      () => undefined, // cut off by the kill
    ),
  );
  try {
    await mailed;
  } finally {
    watcher.close();
  }
  const { dataDir } = stack;
  await stack.stop({ keepData: true, signal: 'SIGKILL' });
  await Promise.all(running);
  kills.push(label);
  stack = await startStack({ mode: 'all-in-one', dataDir });
  return answered;
}

/** The owner's statistics of the campaign (the campaign service's figures). */
async function statistics(): Promise<CampaignStatsDto> {
  const response = await fetch(`${stack.url}/api/analytics/campaign/${venue.campaign.id}`, {
    headers: { cookie: venue.owner.cookie },
  });
  return (await response.json()) as CampaignStatsDto;
}

/** The business's `part` (referees, referrers, vouchers) as the referral service stores it. */
async function adminList<T>(part: string): Promise<T[]> {
  const admin = await signInAdmin(undefined, undefined, stack.url);
  return adminJson<T[]>(
    admin,
    'GET',
    `/api/admin/businesses/${venue.owner.userId}/${part}`,
    undefined,
    stack.url,
  );
}

beforeAll(async () => {
  stack = await startStack({ mode: 'all-in-one' });
  venue = await openCampaign(stack.url);
  for (const name of ['Robin', 'Jordan']) {
    const form = buildReferrerSignUp(venue.campaign.id, { firstName: name });
    const referrer = await joinWhenKnown(form, stack.url);
    const token = verificationToken((await mailTo(form.email, 'Your referral link')).text);
    expect((await post('/api/referrers/verify', { token })).status).toBe(200);
    referrers.push({ ...referrer, email: form.email });
  }
});

afterAll(async () => {
  const { dataDir } = stack;
  await stack.stop({ keepData: true });
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the all-in-one product killed again and again', () => {
  it('when it is killed right after sign-ups and redemptions and restarted each time, then the statistics equal the referral data and every e-mail exists once', async () => {
    const signedUp: RefereeRegistrationInput[] = [];
    const verified: string[] = [];
    const vouchers: VoucherDto[] = [];
    const redeemed: string[] = [];
    const referralCodeOf = new Map<string, string>();

    for (let round = 0; round < KILLS; round += 1) {
      // Friends whose sign-up was answered confirm (their e-mail may have been in flight at the kill).
      for (const form of signedUp.filter((f) => !verified.includes(f.email))) {
        const token = verificationToken((await mailTo(form.email, 'Confirm your email')).text);
        const answer = await post('/api/referees/verify', { token });
        expect(answer.status).toBe(200);
        vouchers.push(((await answer.json()) as RefereeVerifiedDto).voucher!);
        verified.push(form.email);
        referralCodeOf.set(vouchers.at(-1)!.code, form.referralCode);
        oweFriendMail(form.referralCode);
        // The mailbox is quiet before the next kill: the first new e-mail then is one the next actions caused.
        await mailTo(form.email, 'Your voucher from');
      }
      await friendMailsArrived();
      const open = vouchers.filter((voucher) => !redeemed.includes(voucher.code));
      if (round % 2 === 1 && open.length > 0) {
        // Killed right after redemptions: each earns its referrer a reward voucher and its e-mail.
        const answers = await crashDuring(
          'redemption',
          open.map((voucher) => async () => {
            const answer = await post(`/api/vouchers/code/${voucher.code}/redeem`, {}, venue.owner.cookie);
            return { code: voucher.code, status: answer.status };
          }),
        );
        expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 200));
        const answered = answers.map(({ code }) => code);
        // What the kill cut off may have happened too: the voucher page tells.
        for (const voucher of open) {
          const page = await fetch(`${stack.url}/api/vouchers/code/${voucher.code}`);
          if (((await page.json()) as VoucherDto).isRedeemed) {
            redeemed.push(voucher.code);
            oweFriendMail(referralCodeOf.get(voucher.code)!);
          } else expect(answered).not.toContain(voucher.code);
        }
        await friendMailsArrived();
      } else {
        // Killed right after sign-ups: each counts for its referrer and sends a verification e-mail.
        const forms = [0, 1, 2].map((i) =>
          buildRefereeSignUp(venue.campaign.id, referrers[(round + i) % 2]!.referralCode),
        );
        const answers = await crashDuring(
          'sign-up',
          forms.map((form) => async () => ({ form, status: (await post('/api/referees', form)).status })),
        );
        expect(answers.map(({ status }) => status)).toEqual(answers.map(() => 201));
        signedUp.push(...answers.map(({ form }) => form));
        // Every answered sign-up survived the kill.
        const stored = (await adminList<AdminRefereeDto>('referees')).map((referee) => referee.email);
        expect(stored).toEqual(expect.arrayContaining(signedUp.map((form) => form.email)));
      }
    }

    const referees = await adminList<AdminRefereeDto>('referees');
    const stored = await adminList<AdminVoucherDto>('vouchers');
    const members = await adminList<AdminReferrerDto>('referrers');
    // A sign-up cut off by the kill may have committed or not; an answered one has.
    expect(referees.map((referee) => referee.email)).toEqual(
      expect.arrayContaining(signedUp.map((form) => form.email)),
    );
    expect(referees.filter((referee) => referee.isVerified)).toHaveLength(verified.length);
    expect(stored.filter((voucher) => voucher.type === 'invitee')).toHaveLength(vouchers.length);
    expect(stored.filter((voucher) => voucher.isRedeemed)).toHaveLength(redeemed.length);

    const redeemedReferees = stored.filter((v) => v.type === 'invitee' && v.isRedeemed).length;
    const expected: CampaignStatsDto = {
      totalReferrals: referees.length,
      activeReferrers: members.filter((member) => member.totalReferrals > 0).length,
      // Every referrer of the venue joined during this test.
      newReferrersThisMonth: members.length,
      conversionRate: Math.round((redeemedReferees / referees.length) * 1000) / 10,
      totalVouchers: stored.length,
      redeemedVouchers: stored.filter((voucher) => voucher.isRedeemed).length,
    };
    let seen: CampaignStatsDto | null = null;
    await eventually(
      async () => JSON.stringify((seen = await statistics())) === JSON.stringify(expected),
      20_000,
      () => `statistics ${JSON.stringify(expected)}, last seen ${JSON.stringify(seen)}`,
    );
    const perReferrer = (await (
      await fetch(`${stack.url}/api/referrers/campaign/${venue.campaign.id}`, {
        headers: { cookie: venue.owner.cookie },
      })
    ).json()) as CampaignReferrerDto[];
    expect(Object.fromEntries(perReferrer.map((r) => [r.id, r.totalReferrals]))).toEqual(
      Object.fromEntries(members.map((member) => [member.id, member.totalReferrals])),
    );

    // Every e-mail that should exist, once: one per cause, the file named by it.
    const rewards = stored.filter((voucher) => voucher.type === 'referrer').length;
    const count = (mails: StoredMail[], to: string, subject: string) =>
      mails.filter((mail) => mail.to === to.toLowerCase() && mail.subject.startsWith(subject)).length;
    const complete = (mails: StoredMail[]) =>
      referees.every((referee) => count(mails, referee.email, 'Confirm your email') === 1) &&
      verified.every((email) => count(mails, email, 'Your voucher from') === 1) &&
      referrers.every((referrer) => count(mails, referrer.email, 'Your referral link') === 1) &&
      mails.filter((mail) => mail.subject.startsWith('You earned a reward')).length === rewards;
    const mails = await eventually(
      async () => {
        const all = await mailbox();
        return complete(all) ? all : null;
      },
      20_000,
      'every e-mail once',
    );
    expect(new Set(mails.map((mail) => mail.messageId)).size).toBe(mails.length);

    expect(kills).toHaveLength(KILLS);
    expect(kills).toEqual(expect.arrayContaining(['sign-up', 'redemption']));
    expect(redeemed.length).toBeGreaterThanOrEqual(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RESET_VALID_MINUTES,
  ReferralSubjects,
  type IssuedSession,
  type PasswordResetAnswerDto,
  type ReferrerRegistrationInput,
} from '@referrals/contracts';
import { failureOf, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';
import { ReferrerPasswordReset } from '../../src/entities/referrer-password-reset.ts';
import { resetReferrerPassword } from '../../src/use-cases/reset-referrer-password.ts';
import {
  PUBLIC_URL,
  buildReferrerSignUp,
  call,
  joinAsReferrer,
  mailsTo,
  openCampaign,
  startReferral,
  type KnownOpenCampaign,
} from '../support.ts';

const CHANGED = 'Your password has been changed. Sign in with the new one.';

let service: ServiceUnderTest;
let open: KnownOpenCampaign;

beforeAll(async () => {
  service = await startReferral();
  open = await openCampaign(service);
});

afterAll(async () => {
  await service?.stop();
});

/** A client address of its own per call, so that one test's requests never count against another's. */
const clientAddress = () => `client-${uniqueSuffix()}`;

const ask = (email: string, from = clientAddress()) =>
  call<PasswordResetAnswerDto>(
    service,
    ReferralSubjects.requestReferrerPasswordReset,
    { body: { email } },
    from,
  );

const reset = (token: string, password: string) =>
  call<PasswordResetAnswerDto>(service, ReferralSubjects.resetReferrerPassword, {
    body: { token, password },
  });

const signIn = (email: string, password: string) =>
  call<{ session: IssuedSession }>(
    service,
    ReferralSubjects.authenticateReferrer,
    { body: { email, password } },
    clientAddress(),
  );

const resolve = (token: string) => call(service, ReferralSubjects.resolveReferrerSession, { token });

/** The tokens of the reset links e-mailed to `to`, oldest first. */
async function tokensSentTo(to: string): Promise<string[]> {
  return (await mailsTo(service, to)).flatMap((mail) =>
    [...mail.text.matchAll(/\/referrer\/reset-password\/([A-Za-z0-9_-]+)/g)].map((match) => match[1]),
  );
}

async function referrer(): Promise<ReferrerRegistrationInput> {
  const form = buildReferrerSignUp(open.campaign.campaignId);
  await joinAsReferrer(service, form, clientAddress());
  return form;
}

async function referrerWithLink(): Promise<{ form: ReferrerRegistrationInput; token: string }> {
  const form = await referrer();
  await ask(form.email);
  const [token] = await tokensSentTo(form.email);
  return { form, token };
}

const resetMailsTo = async (to: string) =>
  (await mailsTo(service, to)).filter((mail) => mail.cause.startsWith('password-reset:'));

describe('referral: forgotten referrer passwords', () => {
  it('when a known and an unknown e-mail ask for a link, then both get the same answer and only the known one an e-mail', async () => {
    const form = await referrer();
    const unknown = `nobody.${uniqueSuffix()}@example.com`;

    const known = await ask(form.email);
    const stranger = await ask(unknown);

    expect(known).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(stranger).toEqual(known);
    expect(await mailsTo(service, unknown)).toEqual([]);
    const mails = await resetMailsTo(form.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(new RegExp(`${PUBLIC_URL}/referrer/reset-password/[A-Za-z0-9_-]{43}`));
  });

  it('when a link is issued, then the table keeps only a hash of its token', async () => {
    const { token } = await referrerWithLink();

    const rows = await service.runtime.orm.em.fork().find(ReferrerPasswordReset, {});

    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('when one e-mail asks more than three times in an hour, then it gets the same answer but no more e-mails', async () => {
    const form = await referrer();

    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await ask(form.email));

    expect(answers.every((answer) => answer.message === PASSWORD_RESET_REQUESTED)).toBe(true);
    expect(await resetMailsTo(form.email)).toHaveLength(3);
  });

  it('when one client address asks for more than twenty e-mails in an hour, then the next is not sent', async () => {
    const from = clientAddress();
    for (let i = 0; i < 20; i += 1) await ask(`probe.${i}.${uniqueSuffix()}@example.com`, from);
    const form = await referrer();

    expect(await ask(form.email, from)).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(await resetMailsTo(form.email)).toEqual([]);
  });

  it('when the referrer sets a new password with the link, then every session ends and only the new password signs in', async () => {
    const { form, token } = await referrerWithLink();
    const first = await signIn(form.email, form.password);
    const second = await signIn(form.email, form.password);
    const newPassword = `New-${uniqueSuffix()}-secret`;

    expect(await reset(token, newPassword)).toEqual({ message: CHANGED });

    for (const { session } of [first, second]) {
      expect(await failureOf(resolve(session.token))).toMatchObject({ name: 'AuthenticationError' });
    }
    expect(await failureOf(signIn(form.email, form.password))).toMatchObject({ name: 'AuthenticationError' });
    const again = await signIn(form.email, newPassword);
    await expect(resolve(again.session.token)).resolves.toBeDefined();
  });

  it('when a link is used a second time, then it is refused as invalid', async () => {
    const { token } = await referrerWithLink();
    await reset(token, 'first-new-password');

    expect(await failureOf(reset(token, 'second-new-password'))).toMatchObject({
      name: 'InputError',
      message: PASSWORD_RESET_LINK_INVALID,
      fields: { token: PASSWORD_RESET_LINK_INVALID },
    });
  });

  it('when two resets with one link race, then exactly one succeeds', async () => {
    const { form, token } = await referrerWithLink();

    const outcomes = await Promise.allSettled([
      reset(token, 'racer-one-pass'),
      reset(token, 'racer-two-pass'),
    ]);

    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ name: 'InputError' });
    const winner = outcomes[0].status === 'fulfilled' ? 'racer-one-pass' : 'racer-two-pass';
    await expect(signIn(form.email, winner)).resolves.toBeDefined();
  });

  it(`when a link is older than ${PASSWORD_RESET_VALID_MINUTES} minutes, then it is refused and the password stays`, async () => {
    const { form, token } = await referrerWithLink();
    const later = new Date(Date.now() + (PASSWORD_RESET_VALID_MINUTES + 1) * 60 * 1000);

    const outcome = resetReferrerPassword(
      service.runtime.orm.em.fork(),
      { token, password: 'too-late-password' },
      { log: service.runtime.log, now: later },
    );

    expect(await failureOf(outcome)).toMatchObject({
      name: 'InputError',
      message: PASSWORD_RESET_LINK_INVALID,
    });
    await expect(signIn(form.email, form.password)).resolves.toBeDefined();
  });

  it('when the token is unknown or malformed, then the answer is the same 400', async () => {
    for (const token of ['not-a-real-token', 'x'.repeat(150), '']) {
      expect(await failureOf(reset(token, 'whatever-password'))).toMatchObject({
        name: 'InputError',
        message: PASSWORD_RESET_LINK_INVALID,
      });
    }
  });
});

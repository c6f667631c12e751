import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  LOGIN_LINK_INVALID,
  LOGIN_LINK_REQUESTED,
  LOGIN_LINK_VALID_MINUTES,
  ReferralSubjects,
  type IssuedSession,
  type LoginLinkAnswerDto,
  type ReferrerAuthDto,
  type ReferrerPrincipal,
  type ReferrerRegistrationInput,
} from '@referrals/contracts';
import { failureOf, requestAs, type ServiceUnderTest } from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';
import { ReferrerLoginLink } from '../../src/entities/referrer-login-link.ts';
import { consumeReferrerLoginLink } from '../../src/use-cases/referrer-login-link.ts';
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
  call<LoginLinkAnswerDto>(service, ReferralSubjects.requestReferrerLoginLink, { body: { email } }, from);

const consume = (token: string) =>
  call<ReferrerAuthDto & { session: IssuedSession }>(service, ReferralSubjects.consumeReferrerLoginLink, {
    body: { token },
  });

const resolve = (token: string) => call(service, ReferralSubjects.resolveReferrerSession, { token });

const linkMailsTo = async (to: string) =>
  (await mailsTo(service, to)).filter((mail) => mail.cause.startsWith('referrer-login-link:'));

/** The tokens of the sign-in links e-mailed to `to`, oldest first. */
async function tokensSentTo(to: string): Promise<string[]> {
  return (await linkMailsTo(to)).flatMap((mail) =>
    [...mail.text.matchAll(/\/referrer\/login\/([A-Za-z0-9_-]+)/g)].map((match) => match[1]),
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

describe('referral: signing in with an e-mailed link', () => {
  it('when a known and an unknown e-mail ask for a link, then both get the same answer and only the known one an account e-mail', async () => {
    const form = await referrer();
    const unknown = `nobody.${uniqueSuffix()}@example.com`;

    const known = await ask(form.email);
    const stranger = await ask(unknown);

    expect(known).toEqual({ message: LOGIN_LINK_REQUESTED });
    expect(stranger).toEqual(known);
    expect(await mailsTo(service, unknown)).toEqual([]);
    const mails = await linkMailsTo(form.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(new RegExp(`${PUBLIC_URL}/referrer/login/[A-Za-z0-9_-]{43}`));
    expect(mails[0].text).toContain(open.business.businessName);
    expect(mails[0].text).toContain(`${LOGIN_LINK_VALID_MINUTES} minutes`);
    expect(mails[0].unsubscribeUrl).toBeUndefined();
  });

  it('when a link is issued, then the table keeps only a hash of its token', async () => {
    const { token } = await referrerWithLink();

    const rows = await service.runtime.orm.em.fork().find(ReferrerLoginLink, {});

    expect(rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('when the link is opened, then it signs the person in with a session, as the password does', async () => {
    const { form, token } = await referrerWithLink();

    const signedIn = await consume(token);

    expect(signedIn.referrer.email).toBe(form.email.toLowerCase());
    expect(signedIn.campaigns.map((campaign) => campaign.campaignId)).toContain(open.campaign.campaignId);
    await expect(resolve(signedIn.session.token)).resolves.toMatchObject({
      principal: { kind: 'referrer' },
    });
  });

  it('when a link is opened a second time, then it is refused as invalid', async () => {
    const { token } = await referrerWithLink();
    await consume(token);

    expect(await failureOf(consume(token))).toMatchObject({
      name: 'InputError',
      message: LOGIN_LINK_INVALID,
      fields: { token: LOGIN_LINK_INVALID },
    });
  });

  it('when two tabs open one link at once, then exactly one signs in', async () => {
    const { token } = await referrerWithLink();

    const outcomes = await Promise.allSettled([consume(token), consume(token)]);

    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
  });

  it(`when a link is older than ${LOGIN_LINK_VALID_MINUTES} minutes, then it is refused`, async () => {
    const { token } = await referrerWithLink();
    const later = new Date(Date.now() + (LOGIN_LINK_VALID_MINUTES + 1) * 60 * 1000);

    const outcome = consumeReferrerLoginLink(
      service.runtime.orm.em.fork(),
      { token },
      { publicUrl: PUBLIC_URL, log: service.runtime.log, now: later },
    );

    expect(await failureOf(outcome)).toMatchObject({ name: 'InputError', message: LOGIN_LINK_INVALID });
  });

  it(`when a link is opened just inside ${LOGIN_LINK_VALID_MINUTES} minutes, then it still signs in`, async () => {
    const { token } = await referrerWithLink();
    const justInTime = new Date(Date.now() + (LOGIN_LINK_VALID_MINUTES - 1) * 60 * 1000);

    const signedIn = await consumeReferrerLoginLink(
      service.runtime.orm.em.fork(),
      { token },
      { publicUrl: PUBLIC_URL, log: service.runtime.log, now: justInTime },
    );

    expect(signedIn.session.token).toEqual(expect.any(String));
  });

  it('when the token is unknown or malformed, then the answer is the same 400', async () => {
    for (const token of ['not-a-real-token', 'x'.repeat(150), '']) {
      expect(await failureOf(consume(token))).toMatchObject({
        name: 'InputError',
        message: LOGIN_LINK_INVALID,
      });
    }
  });

  it('when one e-mail asks more than five times in 15 minutes, then the sixth is a 429 like a throttled sign-in and sends nothing', async () => {
    const form = await referrer();
    for (let i = 0; i < 5; i += 1) await ask(form.email);

    expect(await failureOf(ask(form.email))).toMatchObject({
      name: 'RateLimitedError',
      message: expect.stringMatching(/^Too many sign-in link requests\. Please try again in/),
    });
    expect(await linkMailsTo(form.email)).toHaveLength(5);
  });

  it('when an unknown e-mail asks more than five times, then it is throttled alike, so the limit tells nothing', async () => {
    const unknown = `nobody.${uniqueSuffix()}@example.com`;
    for (let i = 0; i < 5; i += 1) await ask(unknown);

    expect(await failureOf(ask(unknown))).toMatchObject({ name: 'RateLimitedError' });
  });

  it('when one client address asks for twenty links, then the next is a 429 whatever the e-mail', async () => {
    const from = clientAddress();
    for (let i = 0; i < 20; i += 1) await ask(`probe.${i}.${uniqueSuffix()}@example.com`, from);
    const form = await referrer();

    expect(await failureOf(ask(form.email, from))).toMatchObject({ name: 'RateLimitedError' });
    expect(await linkMailsTo(form.email)).toEqual([]);
  });
});

describe('referral: a sign-in link ends with the credentials it was sent for', () => {
  const signIn = (email: string, password: string) =>
    call<ReferrerAuthDto & { session: IssuedSession }>(
      service,
      ReferralSubjects.authenticateReferrer,
      { body: { email, password } },
      clientAddress(),
    );

  /** A fresh password sign-in of `form`'s person: its principal, as the gateway resolves it, and membership. */
  async function signedIn(form: ReferrerRegistrationInput) {
    const { session, referrer } = await signIn(form.email, form.password);
    const { principal } = await call<{ principal: ReferrerPrincipal }>(
      service,
      ReferralSubjects.resolveReferrerSession,
      { token: session.token },
    );
    return { principal, referrerId: referrer.id };
  }

  const as = <R>(principal: ReferrerPrincipal, subject: string, data: unknown) =>
    requestAs<R>(service.bus, subject, data, { principal });

  /** Account Settings saved by `form`'s person, signed in afresh: the form as it stands with `changes`. */
  async function saveAccount(form: ReferrerRegistrationInput, changes: object) {
    const { principal, referrerId } = await signedIn(form);
    const { firstName, lastName, email, phoneNumber } = form;
    await as(principal, ReferralSubjects.updateReferrer, {
      params: { id: referrerId },
      body: { firstName, lastName, email, phoneNumber, ...changes },
    });
  }

  const refusedAsInvalid = async (token: string) =>
    expect(await failureOf(consume(token))).toMatchObject({
      name: 'InputError',
      message: LOGIN_LINK_INVALID,
    });

  it('when the person changes their e-mail in Account Settings, then a link sent before no longer signs in', async () => {
    const { form, token } = await referrerWithLink();

    await saveAccount(form, { email: `moved.${uniqueSuffix()}@example.com`, currentPassword: form.password });

    await refusedAsInvalid(token);
  });

  it('when the person sets a new password with a reset link, then a sign-in link sent before no longer signs in', async () => {
    const { form, token } = await referrerWithLink();
    await call(
      service,
      ReferralSubjects.requestReferrerPasswordReset,
      { body: { email: form.email } },
      clientAddress(),
    );
    const resetMail = (await mailsTo(service, form.email)).find((mail) =>
      mail.cause.startsWith('password-reset:'),
    );
    const [, resetToken] = /\/referrer\/reset-password\/([A-Za-z0-9_-]+)/.exec(resetMail?.text ?? '') ?? [];

    await call(service, ReferralSubjects.resetReferrerPassword, {
      body: { token: resetToken, password: 'An0ther-Passw0rd!' },
    });

    await refusedAsInvalid(token);
  });

  it('when the person deletes their account, then a link sent before no longer signs in', async () => {
    const { form, token } = await referrerWithLink();
    const { principal } = await signedIn(form);

    await as(principal, ReferralSubjects.deleteReferrerAccount, { body: { password: form.password } });

    await refusedAsInvalid(token);
  });

  it('when only the name changes, then the link still signs in', async () => {
    const { form, token } = await referrerWithLink();

    await saveAccount(form, { firstName: 'Renamed' });

    await expect(consume(token)).resolves.toMatchObject({ referrer: { firstName: 'Renamed' } });
  });
});

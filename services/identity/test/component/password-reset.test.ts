import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  IdentityEvents,
  IdentitySubjects,
  PASSWORD_RESET_LINK_INVALID,
  PASSWORD_RESET_REQUESTED,
  PASSWORD_RESET_VALID_MINUTES,
  type LoginChangedData,
  type OwnerPrincipal,
  type PasswordResetAnswerDto,
} from '@referrals/contracts';
import { OutboxEvent, mailRequestedType, type MailRequest } from '@referrals/service-kit';
import {
  failureOf,
  requestAs,
  startServiceUnderTest,
  type ServiceUnderTest,
} from '@referrals/service-kit/testing';
import { uniqueSuffix } from '@referrals/testing';
import { PasswordResetToken } from '../../src/entities/password-reset-token.ts';
import { identityService } from '../../src/start.ts';
import { resetPassword } from '../../src/use-cases/reset-password.ts';
import { registerOwnerOn, resolveSessionOn, type Owner } from '../support.ts';

const PUBLIC_URL = 'https://referrals.test';
const CHANGED = 'Your password has been changed. Sign in with the new one.';

let service: ServiceUnderTest;

beforeAll(async () => {
  service = await startServiceUnderTest(identityService, 'identity-password-reset', {
    publicUrl: PUBLIC_URL,
  });
});

afterAll(async () => {
  await service.stop();
});

/** A client address of its own per test, so that one test's requests never count against another's. */
const clientAddress = () => `client-${uniqueSuffix()}`;

const ask = (email: string, from = clientAddress()) =>
  requestAs<PasswordResetAnswerDto>(
    service.bus,
    IdentitySubjects.requestPasswordReset,
    { body: { email } },
    { clientAddress: from },
  );

const reset = (token: string, password: string) =>
  requestAs<PasswordResetAnswerDto>(service.bus, IdentitySubjects.resetPassword, {
    body: { token, password },
  });

const logIn = (email: string, password: string) =>
  requestAs<{ session: { token: string } }>(
    service.bus,
    IdentitySubjects.login,
    { body: { email, password } },
    { clientAddress: clientAddress() },
  );

async function recorded<T>(type: string): Promise<T[]> {
  const rows = await service.runtime.orm.em
    .fork()
    .find(OutboxEvent, { type }, { orderBy: { occurredAt: 'asc' } });
  return rows.map((row) => row.payload as T);
}

/** The password e-mails recorded for `to` (the welcome of the sign-up is another). */
const mailsTo = async (to: string) =>
  (await recorded<MailRequest>(mailRequestedType('identity'))).filter(
    (mail) => mail.to === to && mail.cause.startsWith('password-reset:'),
  );

/** The tokens of the reset links e-mailed to `to`, oldest first. */
async function tokensSentTo(to: string): Promise<string[]> {
  return (await mailsTo(to)).flatMap((mail) =>
    [...mail.text.matchAll(/\/reset-password\/([A-Za-z0-9_-]+)/g)].map((match) => match[1]),
  );
}

async function ownerWithLink(): Promise<{ owner: Owner; token: string }> {
  const owner = await registerOwnerOn(service.bus);
  await ask(owner.registration.email);
  const [token] = await tokensSentTo(owner.registration.email);
  return { owner, token };
}

describe('identity: forgotten passwords', () => {
  it('when a known and an unknown e-mail ask for a link, then both get the same answer and only the known one an e-mail', async () => {
    const owner = await registerOwnerOn(service.bus);
    const unknown = `nobody.${uniqueSuffix()}@example.com`;

    const known = await ask(owner.registration.email);
    const stranger = await ask(unknown);

    expect(known).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(stranger).toEqual(known);
    expect(await mailsTo(unknown)).toEqual([]);
    const mails = await mailsTo(owner.registration.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toMatch(new RegExp(`${PUBLIC_URL}/reset-password/[A-Za-z0-9_-]{43}`));
    expect(mails[0].html).toContain(`${PUBLIC_URL}/reset-password/`);
  });

  it('when a link is issued, then the table keeps only a hash of its token', async () => {
    const { owner, token } = await ownerWithLink();

    const rows = await service.runtime.orm.em
      .fork()
      .find(PasswordResetToken, { accountId: owner.principal.loginId });

    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('when one e-mail asks more than three times in an hour, then it gets the same answer but no more e-mails', async () => {
    const owner = await registerOwnerOn(service.bus);

    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await ask(owner.registration.email));

    expect(answers.every((answer) => answer.message === PASSWORD_RESET_REQUESTED)).toBe(true);
    expect(await mailsTo(owner.registration.email)).toHaveLength(3);
  });

  it('when one client address asks for more than twenty e-mails in an hour, then the next is not sent', async () => {
    const from = clientAddress();
    for (let i = 0; i < 20; i += 1) await ask(`probe.${i}.${uniqueSuffix()}@example.com`, from);
    const owner = await registerOwnerOn(service.bus);

    expect(await ask(owner.registration.email, from)).toEqual({ message: PASSWORD_RESET_REQUESTED });
    expect(await mailsTo(owner.registration.email)).toEqual([]);
  });

  it('when the owner sets a new password with the link, then every session ends and only the new password signs in', async () => {
    const { owner, token } = await ownerWithLink();
    const other = await logIn(owner.registration.email, owner.registration.password);
    const newPassword = `New-${uniqueSuffix()}-secret`;

    expect(await reset(token, newPassword)).toEqual({ message: CHANGED });

    for (const session of [owner.session.token, other.session.token]) {
      expect(await failureOf(resolveSessionOn(service.bus, session))).toMatchObject({
        name: 'AuthenticationError',
      });
    }
    expect(await recorded<LoginChangedData>(IdentityEvents.loginChanged)).toContainEqual({
      loginId: owner.principal.loginId,
      change: 'credentials-changed',
    });
    expect(await failureOf(logIn(owner.registration.email, owner.registration.password))).toMatchObject({
      name: 'AuthenticationError',
    });
    const signedIn = await logIn(owner.registration.email, newPassword);
    const principal: OwnerPrincipal = await resolveSessionOn(service.bus, signedIn.session.token);
    expect(principal.loginId).toBe(owner.principal.loginId);
  });

  it('when a link is used a second time, then it is refused as invalid', async () => {
    const { token } = await ownerWithLink();
    await reset(token, 'first-new-password');

    expect(await failureOf(reset(token, 'second-new-password'))).toMatchObject({
      name: 'InputError',
      message: PASSWORD_RESET_LINK_INVALID,
      fields: { token: PASSWORD_RESET_LINK_INVALID },
    });
  });

  it('when two resets with one link race, then exactly one succeeds', async () => {
    const { owner, token } = await ownerWithLink();

    const outcomes = await Promise.allSettled([
      reset(token, 'racer-one-pass'),
      reset(token, 'racer-two-pass'),
    ]);

    expect(outcomes.filter(({ status }) => status === 'fulfilled')).toHaveLength(1);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ name: 'InputError' });
    const winner = outcomes[0].status === 'fulfilled' ? 'racer-one-pass' : 'racer-two-pass';
    await expect(logIn(owner.registration.email, winner)).resolves.toBeDefined();
  });

  it('when an owner asks twice, then the earlier link still works until one of them is used', async () => {
    const owner = await registerOwnerOn(service.bus);
    await ask(owner.registration.email);
    await ask(owner.registration.email);
    const [first, second] = await tokensSentTo(owner.registration.email);

    expect(await reset(first, 'from-the-first-link')).toEqual({ message: CHANGED });
    expect(await failureOf(reset(second, 'from-the-second-link'))).toMatchObject({ name: 'InputError' });
  });

  it(`when a link is older than ${PASSWORD_RESET_VALID_MINUTES} minutes, then it is refused and the password stays`, async () => {
    const { owner, token } = await ownerWithLink();
    const later = new Date(Date.now() + (PASSWORD_RESET_VALID_MINUTES + 1) * 60 * 1000);

    const outcome = resetPassword(
      service.runtime.orm.em.fork(),
      { token, password: 'too-late-password' },
      { log: service.runtime.log, now: later },
    );

    expect(await failureOf(outcome)).toMatchObject({
      name: 'InputError',
      message: PASSWORD_RESET_LINK_INVALID,
    });
    await expect(logIn(owner.registration.email, owner.registration.password)).resolves.toBeDefined();
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

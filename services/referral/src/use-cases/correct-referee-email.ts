import type { EntityManager } from '@mikro-orm/sql';
import type { RefereeEmailCorrectionInput, RefereeRegisteredDto } from '@referrals/contracts';
import { normalizeEmail, presentedTokenHash } from '@referrals/service-kit';
import { Person } from '../entities/person.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { ReferralErrors } from '../errors.ts';
import { canonicalEmail, isDisposableEmail } from './contact.ts';
import { refuseAsRefereeOf } from './referee-rules.ts';
import { sendNewRefereeLink, withLink, type ResendVerificationContext } from './resend-verification.ts';

/**
 * "Wrong address?": the page that signed a friend up corrects the e-mail it sent, with the secret the sign-up's
 * answer gave it (and nobody else has), while the registration is Pending. The same registration moves to
 * the right address (the referral still counts once: nothing is registered again, so the referrer's and the
 * campaign's figures do not change), the new address gets a new link, and the mistyped one's links stop
 * working. The new address meets the sign-up's rules (not disposable, not the referrer's, not a referrer of
 * the campaign, not another registration of it), and each correction counts as a new link (throttled like
 * one). A confirmed registration keeps its address: the e-mail reached its owner.
 */
export async function correctRefereeEmail(
  em: EntityManager,
  refereeId: string,
  input: RefereeEmailCorrectionInput,
  context: ResendVerificationContext,
): Promise<RefereeRegisteredDto> {
  const referee = await em.findOne(Referee, refereeId, { populate: ['correctionTokenHash'] });
  const linked = referee && withLink(referee);
  const presented = presentedTokenHash(input.correctionToken);
  if (!linked || !presented || linked.correctionTokenHash !== presented) {
    throw ReferralErrors.signUpNotCorrectable();
  }
  if (linked.verifiedAt) throw ReferralErrors.signUpAlreadyConfirmed();

  const emailNormalized = normalizeEmail(input.email);
  const emailCanonical = canonicalEmail(emailNormalized);
  const moves = emailNormalized !== normalizeEmail(linked.email);
  if (moves) {
    if (isDisposableEmail(emailNormalized)) throw ReferralErrors.disposableEmail();
    const referrer = await em.findOneOrFail(Referrer, linked.referrerId);
    const referrerPerson = await em.findOneOrFail(Person, referrer.personId);
    const contact = { emailCanonical, phoneNormalized: null };
    await refuseAsRefereeOf(em, referrer, referrerPerson, contact, linked.id);
  }
  const sent = await sendNewRefereeLink(
    em,
    linked,
    context,
    moves ? { email: input.email, emailNormalized, emailCanonical } : undefined,
  );
  return {
    id: sent.id,
    firstName: sent.firstName,
    campaignId: sent.campaignId,
    isVerified: false,
    email: sent.email,
    verificationResent: false,
    correctionToken: input.correctionToken,
  };
}

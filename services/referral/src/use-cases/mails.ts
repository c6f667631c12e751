import type { EntityManager } from '@mikro-orm/sql';
import { recordMail, renderMail, type RecordMailOptions } from '@referrals/service-kit';
import type { KnownBusiness } from '../entities/known-business.ts';
import type { KnownCampaign } from '../entities/known-campaign.ts';
import type { Voucher } from '../entities/voucher.ts';

/*
 * The referral loop's e-mails: recorded with the kit's `recordMail` in the transaction that causes them (sent
 * after it commits, never if it rolls back, once per cause), laid out by `renderMail` in the business's name
 * and colour, each with a footer saying why the person got it.
 */

export interface MailBrand {
  campaign: KnownCampaign;
  business: KnownBusiness;
}

const why = ({ business, campaign }: MailBrand, role: string) =>
  `You are receiving this email because you signed up ${role} for "${campaign.name}", the referral programme of ` +
  `${business.businessName}. If that was not you, you can ignore it.`;

/** What a message says; the business's name and colour come from the brand. */
type MailContent = Omit<Parameters<typeof renderMail>[0], 'businessName' | 'primaryColor'>;

/** Lays `content` out in the brand's name and colour and records it for `to`, once per `cause`. */
function recordBranded(
  em: EntityManager,
  brand: MailBrand,
  message: { to: string; subject: string; cause: string; content: MailContent },
  options: RecordMailOptions,
): void {
  const { html, text } = renderMail({
    businessName: brand.business.businessName,
    primaryColor: brand.campaign.primaryColor,
    ...message.content,
  });
  const { to, subject, cause } = message;
  recordMail(em, 'referral', { to, subject, html, text, cause }, options);
}

/** The welcome e-mail of a new referrer: their link, and the confirmation link while their e-mail is unconfirmed. */
export function recordReferrerWelcome(
  em: EntityManager,
  brand: MailBrand,
  message: {
    referrerId: string;
    to: string;
    firstName: string;
    referralLink: string;
    /** Null when the person's e-mail is already confirmed (they joined another campaign before). */
    confirmLink: string | null;
  },
  options: RecordMailOptions,
): void {
  recordBranded(
    em,
    brand,
    {
      to: message.to,
      subject: `Your referral link for ${brand.business.businessName}`,
      cause: `referrer-welcome:${message.referrerId}`,
      content: {
        heading: `Welcome, ${message.firstName}!`,
        paragraphs: [
          `Thanks for joining ${brand.campaign.name} at ${brand.business.businessName}. Share your personal link ` +
            'with friends: when they sign up through it, they get a welcome reward and you earn rewards too.',
          ...(message.confirmLink
            ? [
                'Your link works straight away. Please confirm your email address so that we can send you the ' +
                  'rewards you earn.',
              ]
            : []),
        ],
        details: [{ label: 'Your link', value: message.referralLink }],
        action: message.confirmLink
          ? { label: 'Confirm my email', url: message.confirmLink }
          : { label: 'Open my link', url: message.referralLink },
        reason: why(brand, 'to refer friends'),
      },
    },
    options,
  );
}

/** The single-use link a new referee follows to confirm their e-mail (and get their voucher). */
export function recordRefereeVerification(
  em: EntityManager,
  brand: MailBrand,
  message: { tokenId: string; to: string; firstName: string; link: string; rewardName: string | null },
  options: RecordMailOptions,
): void {
  recordBranded(
    em,
    brand,
    {
      to: message.to,
      subject: `Confirm your email for ${brand.business.businessName}`,
      cause: `referee-verification:${message.tokenId}`,
      content: {
        heading: `Confirm your email, ${message.firstName}`,
        paragraphs: [
          message.rewardName
            ? `Confirm your email address to get your welcome reward from ${brand.business.businessName}: ` +
              `${message.rewardName}.`
            : `Confirm your email address to complete your sign-up with ${brand.business.businessName}.`,
          'This link works once and is valid for 48 hours.',
        ],
        action: { label: 'Confirm my email', url: message.link },
        reason: why(brand, 'through a friend’s link'),
      },
    },
    options,
  );
}

/**
 * The referee's voucher e-mail: its code, reward and expiry, and the voucher page (QR code, PDF); or, when the
 * campaign has no invitee reward, their welcome pass, checked in at the counter the same way.
 */
export function recordVoucherIssued(
  em: EntityManager,
  brand: MailBrand,
  message: { voucher: Voucher; to: string; link: string },
  options: RecordMailOptions,
): void {
  const { voucher } = message;
  const business = brand.business.businessName;
  const pass = voucher.kind === 'pass';
  recordBranded(
    em,
    brand,
    {
      to: message.to,
      subject: pass ? `Your welcome pass for ${business}` : `Your voucher from ${business}`,
      cause: `voucher-issued:${voucher.id}`,
      content: {
        heading: pass ? `Welcome, ${voucher.holderFirstName}` : `Your voucher, ${voucher.holderFirstName}`,
        paragraphs: [
          pass
            ? `Thanks for confirming your email. Show your welcome pass (its QR code or its code) at ${business} ` +
              'on your first visit, so that your friend gets the credit for sending you.'
            : `Here is your reward from ${business}. Show the voucher (its QR code or its code) at the counter ` +
              'to use it.',
        ],
        details: [
          ...(pass ? [] : [{ label: 'Reward', value: voucher.rewardName }]),
          { label: 'Code', value: voucher.code },
          { label: 'Valid until', value: voucher.expiresAt.toISOString().slice(0, 10) },
        ],
        action: { label: pass ? 'Show my pass' : 'Show my voucher', url: message.link },
        reason: why(brand, 'through a friend’s link'),
      },
    },
    options,
  );
}

/** A referrer's reward voucher, earned by a friend's visit: its code, reward and expiry, and its page. */
export function recordReferrerReward(
  em: EntityManager,
  brand: MailBrand,
  message: { voucher: Voucher; to: string; link: string; successfulReferrals: number },
  options: RecordMailOptions,
): void {
  const { voucher, successfulReferrals } = message;
  const friends = successfulReferrals === 1 ? '1 friend has' : `${successfulReferrals} friends have`;
  recordBranded(
    em,
    brand,
    {
      to: message.to,
      subject: `You earned a reward from ${brand.business.businessName}`,
      cause: `referrer-reward:${voucher.id}`,
      content: {
        heading: `Thank you, ${voucher.holderFirstName}!`,
        paragraphs: [
          `${friends} visited ${brand.business.businessName} through your link so far. Here is your reward: ` +
            'show the voucher (its QR code or its code) at the counter to use it.',
        ],
        details: [
          { label: 'Reward', value: voucher.rewardName },
          { label: 'Code', value: voucher.code },
          { label: 'Valid until', value: voucher.expiresAt.toISOString().slice(0, 10) },
        ],
        action: { label: 'Show my voucher', url: message.link },
        reason: why(brand, 'to refer friends'),
      },
    },
    options,
  );
}

import type { EntityManager } from '@mikro-orm/sql';
import { formatDay, openingHoursLines, placeAddressLine } from '@referrals/contracts';
import { recordMail, renderMail, type MailVisit, type RecordMailOptions } from '@referrals/service-kit';
import type { KnownBusiness } from '../entities/known-business.ts';
import { MESSAGE_TIME_ZONE } from '../time-zone.ts';
import type { KnownCampaign } from '../entities/known-campaign.ts';
import type { Voucher } from '../entities/voucher.ts';

/*
 * The referral loop's e-mails: recorded with the kit's `recordMail` in the transaction that causes them (sent
 * after it commits, never if it rolls back, once per cause), laid out by `renderMail` in the business's name
 * and colour, each with a footer saying why the person got it and the business's postal address. The
 * notifications about friends also carry a one-click unsubscribe link; the others are about the person's own
 * sign-up or what they earned. Those that bring someone to the business (a voucher, a reward, a friend's
 * news) say where and when to come: the address, the opening hours and the booking link.
 */

export interface MailBrand {
  campaign: KnownCampaign;
  business: KnownBusiness;
}

const why = ({ business, campaign }: MailBrand, role: string) =>
  `You are receiving this email because you signed up ${role} for "${campaign.name}", the referral programme of ` +
  `${business.businessName}. If that was not you, you can ignore it.`;

/** What a message says; the business's name, colour, address and place come from the brand. */
type MailContent = Omit<
  Parameters<typeof renderMail>[0],
  'businessName' | 'primaryColor' | 'postalAddress' | 'unsubscribeUrl' | 'visit'
>;

/** "Find us": the business's address, opening hours and booking link; null until identity's news carried them. */
function visitOf(business: KnownBusiness): MailVisit | null {
  const { place } = business;
  if (!place) return null;
  const hours = place.openingHours ? openingHoursLines(place.openingHours) : [];
  return {
    heading: `Find ${business.businessName}`,
    lines: [
      placeAddressLine(place),
      ...(hours.length > 0 ? ['Opening hours:', ...hours.map((line) => `${line.days}: ${line.hours}`)] : []),
    ],
    ...(place.bookingUrl ? { link: { label: 'Book a visit', url: place.bookingUrl } } : {}),
  };
}

/**
 * Lays `content` out in the brand's name, colour and postal address (its name alone until identity's news of
 * the business carried the address) and records it for `to`, once per `cause`, with `unsubscribeUrl` in its
 * footer and headers when given, and where and when to come when `withVisit`.
 */
function recordBranded(
  em: EntityManager,
  brand: MailBrand,
  message: {
    to: string;
    subject: string;
    cause: string;
    content: MailContent;
    unsubscribeUrl?: string;
    withVisit?: boolean;
  },
  options: RecordMailOptions,
): void {
  const { to, subject, cause, unsubscribeUrl } = message;
  const visit = message.withVisit ? visitOf(brand.business) : null;
  const { html, text } = renderMail({
    businessName: brand.business.businessName,
    primaryColor: brand.campaign.primaryColor,
    postalAddress: brand.business.postalAddress ?? brand.business.businessName,
    ...message.content,
    ...(unsubscribeUrl ? { unsubscribeUrl } : {}),
    ...(visit ? { visit } : {}),
  });
  recordMail(
    em,
    'referral',
    { to, subject, html, text, cause, ...(unsubscribeUrl ? { unsubscribeUrl } : {}) },
    options,
  );
}

/** Why a referrer hears about their friends, and how to stop it. */
const friendsWhy = (brand: MailBrand) =>
  `You are receiving this email because friends sign up through your link for "${brand.campaign.name}", the ` +
  `referral programme of ${brand.business.businessName}. Unsubscribe to stop emails about your friends; reward ` +
  'emails still come.';

/** A referrer's friend confirmed their e-mail: they joined through the referrer's link. */
export function recordFriendJoined(
  em: EntityManager,
  brand: MailBrand,
  message: {
    refereeId: string;
    to: string;
    referrerFirstName: string;
    friendFirstName: string;
    dashboardLink: string;
    unsubscribeUrl: string;
  },
  options: RecordMailOptions,
): void {
  const business = brand.business.businessName;
  recordBranded(
    em,
    brand,
    {
      to: message.to,
      subject: `${message.friendFirstName} joined with your link`,
      cause: `friend-joined:${message.refereeId}`,
      withVisit: true,
      unsubscribeUrl: message.unsubscribeUrl,
      content: {
        heading: `${message.friendFirstName} joined with your link`,
        paragraphs: [
          `Good news, ${message.referrerFirstName}: ${message.friendFirstName} confirmed their email and signed up ` +
            `for ${brand.campaign.name} at ${business} through your link.`,
          `When ${message.friendFirstName} comes in to ${business}, it counts towards your rewards.`,
        ],
        action: { label: 'Open my dashboard', url: message.dashboardLink },
        reason: friendsWhy(brand),
      },
    },
    options,
  );
}

/**
 * A referrer's friend came in (their voucher or welcome pass was redeemed): where that leaves the referrer on
 * the way to their next reward, `progress` (successful referrals of the reward's count), or null when no reward
 * is left to earn.
 */
export function recordFriendCameIn(
  em: EntityManager,
  brand: MailBrand,
  message: {
    refereeId: string;
    to: string;
    friendFirstName: string;
    progress: { successful: number; needed: number; rewardName: string } | null;
    dashboardLink: string;
    unsubscribeUrl: string;
  },
  options: RecordMailOptions,
): void {
  const { friendFirstName: friend, progress } = message;
  const subject = progress
    ? `${friend} came in: ${progress.successful} of ${progress.needed} to your next reward`
    : `${friend} came in`;
  recordBranded(
    em,
    brand,
    {
      to: message.to,
      subject,
      cause: `friend-came-in:${message.refereeId}`,
      withVisit: true,
      unsubscribeUrl: message.unsubscribeUrl,
      content: {
        heading: subject,
        paragraphs: [
          `${friend} visited ${brand.business.businessName} through your link: that is a successful referral.`,
          progress
            ? `You have ${progress.successful} of the ${progress.needed} successful referrals your next reward ` +
              `needs: ${progress.rewardName}.`
            : `You have earned every reward of ${brand.campaign.name}. Thank you for spreading the word!`,
        ],
        action: { label: 'Open my dashboard', url: message.dashboardLink },
        reason: friendsWhy(brand),
      },
    },
    options,
  );
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
      withVisit: true,
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
      withVisit: true,
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
          { label: 'Valid until', value: formatDay(voucher.expiresAt, MESSAGE_TIME_ZONE) },
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
      withVisit: true,
      content: {
        heading: `Thank you, ${voucher.holderFirstName}!`,
        paragraphs: [
          `${friends} visited ${brand.business.businessName} through your link so far. Here is your reward: ` +
            'show the voucher (its QR code or its code) at the counter to use it.',
        ],
        details: [
          { label: 'Reward', value: voucher.rewardName },
          { label: 'Code', value: voucher.code },
          { label: 'Valid until', value: formatDay(voucher.expiresAt, MESSAGE_TIME_ZONE) },
        ],
        action: { label: 'Show my voucher', url: message.link },
        reason: why(brand, 'to refer friends'),
      },
    },
    options,
  );
}

/**
 * The single-use link that signs a referrer in to their portal without the password: an account e-mail (no
 * unsubscribe link), in the name of the business of their latest campaign.
 */
export function recordReferrerLoginLink(
  em: EntityManager,
  brand: MailBrand,
  message: { linkId: string; to: string; firstName: string; link: string; validMinutes: number },
  options: RecordMailOptions,
): void {
  recordBranded(
    em,
    brand,
    {
      to: message.to,
      subject: `Your sign-in link for ${brand.business.businessName}`,
      cause: `referrer-login-link:${message.linkId}`,
      content: {
        heading: `Sign in, ${message.firstName}`,
        paragraphs: [
          'Follow the link to sign in to your referrer portal: your campaigns, referrals and rewards.',
          `The link works once and for ${message.validMinutes} minutes. If it has expired, ask for a new one ` +
            'on the sign-in page.',
        ],
        action: { label: 'Sign in', url: message.link },
        reason:
          'You are receiving this email because a sign-in link was asked for your referrer account. If that ' +
          'was not you, you can ignore it: nobody can sign in without this link or your password.',
      },
    },
    options,
  );
}

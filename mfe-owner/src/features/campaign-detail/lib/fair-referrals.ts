/**
 * What the campaign page tells owners about the abuse rules, in one place so the texts change together. They
 * follow docs/abuse-rules.md and services/referral/src (register-referee.ts, referee-signup-limits.ts). The
 * hourly limits are settings of the installation that owners cannot see, so the texts say "too many" rather
 * than numbers that may not hold.
 */

/** One rule: a short name and a plain sentence saying what it means. */
export interface FairReferralRule {
  title: string;
  text: string;
}

export const FAIR_REFERRALS = {
  title: 'Fair referrals',
  summary: 'What the platform refuses, and what it only flags for you.',
  inviteOnly:
    'Friends can only join through the personal referral link of one of your customers (a referrer). Without one, nobody can claim the welcome reward.',
  refusedHeading: 'Refused, with a message saying why',
  refused: [
    {
      title: 'Referring yourself',
      text: "The friend's e-mail or phone number is the referrer's own, even written differently.",
    },
    {
      title: 'Joining twice',
      text: 'The same e-mail address or phone number can sign up as a friend only once on each campaign.',
    },
    {
      title: 'Referrers signing up as friends',
      text: 'Someone who shares this campaign as a referrer cannot also sign up on it as a friend.',
    },
    {
      title: 'Throwaway e-mail addresses',
      text: 'Addresses from disposable-mailbox services are refused, for referrers and friends alike.',
    },
    {
      title: 'Too many sign-ups too fast',
      text: 'After too many sign-ups in one hour through one link, or from one internet connection, people are asked to try again later.',
    },
  ] satisfies FairReferralRule[],
  flaggedHeading: 'Only flagged for you to check',
  flaggedIntro:
    'These are usually innocent, so nobody is turned away. The referral is noted with the reason.',
  flagged: [
    {
      title: 'Same Wi-Fi as the referrer',
      text: "Normal when both use your shop's Wi-Fi, or live together.",
    },
    {
      title: 'Many sign-ups within the hour',
      text: 'Still under the limit. A popular post can do this; so can someone making up friends.',
    },
    {
      title: 'Same name as the referrer',
      text: 'Relatives share names; made-up friends often do too.',
    },
  ] satisfies FairReferralRule[],
  flaggedDecision:
    'A referral flagged for the same name or many sign-ups in an hour waits in To review for your decision (approve, or reject with a reason that cancels the friend’s voucher); its referrer’s reward waits with it, and it is approved automatically after 14 days. Same network as the referrer (your shop’s Wi-Fi) alone needs no decision.',
  confirmationHeading: 'Confirmed e-mail first',
  confirmation: [
    {
      title: 'Rewards for referrers',
      text: 'Referrers earn rewards only after confirming their e-mail. Their link works straight away, so they can share it at once.',
    },
    {
      title: 'Vouchers for friends',
      text: "A friend's voucher is issued only after they confirm their e-mail (the link is valid 48 hours; they can ask for a new one).",
    },
  ] satisfies FairReferralRule[],
} as const;

import type { CampaignRefereeDto, RefereeVoucherState } from '@referrals/contracts';
import type { Tone } from '@referrals/ui';

/** What the owner's referee list says about a referee, written once for the table, the cards and the tests. */

export function refereeName({
  firstName,
  lastName,
}: Pick<CampaignRefereeDto, 'firstName' | 'lastName'>): string {
  return [firstName, lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** How to reach the referee: e-mail and phone, whichever were given. */
export function refereeContact({
  email,
  phoneNumber,
}: Pick<CampaignRefereeDto, 'email' | 'phoneNumber'>): string[] {
  return [email, phoneNumber].filter((value): value is string => Boolean(value));
}

const VOUCHER_STATES: Record<RefereeVoucherState, { text: string; tone: Tone }> = {
  none: { text: 'Not issued', tone: 'gray' },
  issued: { text: 'Issued', tone: 'blue' },
  redeemed: { text: 'Redeemed', tone: 'green' },
  expired: { text: 'Expired', tone: 'red' },
};

/** The state of the referee's voucher or pass as a tag reads it: "Pass redeemed", "Voucher issued"... */
export function voucherStateTag(voucher: CampaignRefereeDto['voucher']): { text: string; tone: Tone } {
  if (!voucher) return VOUCHER_STATES.none;
  const { text, tone } = VOUCHER_STATES[voucher.state];
  if (voucher.state === 'none') return { text, tone };
  return { text: `${voucher.kind === 'pass' ? 'Pass' : 'Voucher'} ${text.toLowerCase()}`, tone };
}

/** Short names of the flags for their tags; the reason, in the owner's words, comes with each flag. */
export const FLAG_LABELS: Record<CampaignRefereeDto['flags'][number]['kind'], string> = {
  'same-address-as-referrer': 'Same network',
  burst: 'Many sign-ups',
  'name-matches-referrer': 'Same name',
};

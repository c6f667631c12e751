import {
  CAMPAIGN_FIELDS,
  CAMPAIGN_FIELD_NAMES,
  type CampaignExportRecord,
  type RefereeExportRecord,
} from '@referrals/contracts';
import type { ReferrerExportRecord } from '../api/export-referrers.ts';

/** What the Export Data dialog can export: campaigns, referrers, and the friends (referees) they brought. */
export type ExportKind = 'campaigns' | 'referrers' | 'friends';

type CampaignField = keyof CampaignExportRecord & string;
type ReferrerField = keyof ReferrerExportRecord & string;
type FriendField = keyof RefereeExportRecord & string;

/**
 * The campaign fields offered (docs/product-rules.md §3 "Campaign"), in the column order of the file: the
 * content as the catalogue lists it (CAMPAIGN_FIELDS; the radius as `geographicRadius`, the name it is read back
 * under), the rewards' names and switches, the status, the dates, the business, and three statistics at the end.
 */
export const CAMPAIGN_EXPORT_FIELDS: readonly CampaignField[] = [
  'id',
  ...CAMPAIGN_FIELD_NAMES.map((field) => (field === 'geoRadius' ? 'geographicRadius' : field)),
  'constantRewardEnabled',
  'constantRewardName',
  'inviteeRewardEnabled',
  'inviteeRewardName',
  'isActive',
  'createdAt',
  'updatedAt',
  'businessName',
  'businessSlug',
  'userId',
  'totalReferrals',
  'activeReferrers',
  'conversionRate',
];

/** The referrer fields offered (docs/product-rules.md §3 "Referrer"; never the password), in the column order of the file. */
export const REFERRER_EXPORT_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phoneNumber',
  'postcode',
  'customerDuration',
  'testimonial',
  'heardAboutBusiness',
  'marketingConsent',
  'referralCode',
  'campaignName',
  'campaignId',
  'isVerified',
  'createdAt',
  'totalReferrals',
  'successfulReferrals',
  'vouchersEarned',
] as const satisfies readonly ReferrerField[];

/** The friend (referee) fields offered, in the column order of the file. */
export const FRIEND_EXPORT_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'marketingConsent',
  'state',
  'referredBy',
  'voucherCode',
  'voucherState',
  'redeemedAt',
  'redeemedBy',
  'campaignName',
  'campaignId',
  'createdAt',
] as const satisfies readonly FriendField[];

/**
 * How the dialog names each field: a campaign's content as the catalogue names it, the rest here. The file's
 * header row keeps the field names themselves (docs/product-rules.md §7), so that a file read by a program keeps
 * its columns whatever the wording here.
 */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(CAMPAIGN_FIELD_NAMES.map((field) => [field, CAMPAIGN_FIELDS[field].label])),
  geographicRadius: CAMPAIGN_FIELDS.geoRadius.label,
  id: 'ID',
  constantRewardEnabled: 'Constant reward on',
  constantRewardName: 'Constant reward',
  inviteeRewardEnabled: 'Invitee reward on',
  inviteeRewardName: 'Invitee reward',
  isActive: 'Active',
  createdAt: 'Created on',
  updatedAt: 'Last updated on',
  businessName: 'Business name',
  businessSlug: 'Business address name',
  userId: 'Business ID',
  totalReferrals: 'Total referrals',
  activeReferrers: 'Active referrers',
  conversionRate: 'Conversion rate',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phoneNumber: 'Phone number',
  postcode: 'Postcode',
  customerDuration: 'Customer for',
  testimonial: 'Testimonial',
  heardAboutBusiness: 'Heard about you through',
  referralCode: 'Referral code',
  campaignName: 'Campaign',
  campaignId: 'Campaign ID',
  isVerified: 'Verified',
  successfulReferrals: 'Successful referrals',
  vouchersEarned: 'Vouchers earned',
  marketingConsent: 'Consents to marketing',
  state: 'State',
  referredBy: 'Referred by',
  voucherCode: 'Voucher code',
  voucherState: 'Voucher state',
  redeemedAt: 'Redeemed on',
  redeemedBy: 'Redeemed by',
};

/** The dialog's wording for `field` (the field name itself for one it does not know). */
export function exportFieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field;
}

/** docs/product-rules.md §3 "Export records": fields left unticked until the owner ticks them. */
const UNTICKED: Record<ExportKind, ReadonlySet<string>> = {
  campaigns: new Set<CampaignField>(['totalReferrals', 'activeReferrers', 'conversionRate']),
  referrers: new Set<ReferrerField>(['campaignId']),
  friends: new Set<FriendField>(['campaignId']),
};

const FIELDS_OF: Record<ExportKind, readonly string[]> = {
  campaigns: CAMPAIGN_EXPORT_FIELDS,
  referrers: REFERRER_EXPORT_FIELDS,
  friends: FRIEND_EXPORT_FIELDS,
};

/** Every field the export of `kind` offers, in file order. */
export function exportFieldsOf(kind: ExportKind): readonly string[] {
  return FIELDS_OF[kind];
}

/** The fields ticked when the owner picks `kind`. */
export function defaultExportFields(kind: ExportKind): string[] {
  return exportFieldsOf(kind).filter((field) => !UNTICKED[kind].has(field));
}

/** `selected` in file order (the order the checkboxes were ticked in does not matter), unknown names dropped. */
export function orderedExportFields(kind: ExportKind, selected: readonly string[]): string[] {
  const chosen = new Set(selected);
  return exportFieldsOf(kind).filter((field) => chosen.has(field));
}

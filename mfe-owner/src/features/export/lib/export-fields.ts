import type { CampaignExportRecord, CampaignReferrerDto } from '@referrals/contracts';

/** What the Export Data dialog can export. */
export type ExportKind = 'campaigns' | 'referrers';

type CampaignField = keyof CampaignExportRecord & string;
type ReferrerField = keyof CampaignReferrerDto & string;

/**
 * The campaign fields offered (docs/product-rules.md §3 "Campaign"), in the column order of the file. `geographicRadius` is
 * the name the radius is read back under; the export adds the three statistics at the end.
 */
export const CAMPAIGN_EXPORT_FIELDS = [
  'id',
  'name',
  'description',
  'duration',
  'geographicRadius',
  'targetDemo',
  'headerImage',
  'logoImage',
  'primaryColor',
  'secondaryColor',
  'welcomeMessage',
  'rewardExplanation',
  'businessValueProp',
  'refereeContent1Title',
  'refereeContent1Body',
  'refereeContent1Image',
  'refereeContent2Title',
  'refereeContent2Body',
  'refereeContent2Image',
  'refereeContent3Title',
  'refereeContent3Body',
  'refereeContent3Image',
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
] as const satisfies readonly CampaignField[];

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
  'referralCode',
  'campaignName',
  'campaignId',
  'isVerified',
  'createdAt',
  'totalReferrals',
  'successfulReferrals',
  'vouchersEarned',
] as const satisfies readonly ReferrerField[];

/**
 * How the dialog names each field. The file's header row keeps the field names themselves (docs/product-rules.md
 * §7), so that a file read by a program keeps its columns whatever the wording here.
 */
const FIELD_LABELS: Record<
  (typeof CAMPAIGN_EXPORT_FIELDS)[number] | (typeof REFERRER_EXPORT_FIELDS)[number],
  string
> = {
  id: 'ID',
  name: 'Campaign name',
  description: 'Description',
  duration: 'Duration',
  geographicRadius: 'Geographic radius',
  targetDemo: 'Target audience',
  headerImage: 'Header image',
  logoImage: 'Logo image',
  primaryColor: 'Primary colour',
  secondaryColor: 'Secondary colour',
  welcomeMessage: 'Welcome message',
  rewardExplanation: 'Reward explanation',
  businessValueProp: 'Why choose your business',
  refereeContent1Title: 'Friend page box 1: title',
  refereeContent1Body: 'Friend page box 1: text',
  refereeContent1Image: 'Friend page box 1: image',
  refereeContent2Title: 'Friend page box 2: title',
  refereeContent2Body: 'Friend page box 2: text',
  refereeContent2Image: 'Friend page box 2: image',
  refereeContent3Title: 'Friend page box 3: title',
  refereeContent3Body: 'Friend page box 3: text',
  refereeContent3Image: 'Friend page box 3: image',
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
};

/** The dialog's wording for `field` (the field name itself for one it does not know). */
export function exportFieldLabel(field: string): string {
  return (FIELD_LABELS as Record<string, string>)[field] ?? field;
}

/** docs/product-rules.md §3 "Export records": fields left unticked until the owner ticks them. */
const UNTICKED: Record<ExportKind, ReadonlySet<string>> = {
  campaigns: new Set<CampaignField>(['totalReferrals', 'activeReferrers', 'conversionRate']),
  referrers: new Set<ReferrerField>(['campaignId']),
};

/** Every field the export of `kind` offers, in file order. */
export function exportFieldsOf(kind: ExportKind): readonly string[] {
  return kind === 'campaigns' ? CAMPAIGN_EXPORT_FIELDS : REFERRER_EXPORT_FIELDS;
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

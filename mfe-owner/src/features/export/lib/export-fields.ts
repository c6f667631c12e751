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

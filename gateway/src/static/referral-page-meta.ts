import {
  CampaignSubjects,
  PREVIEW_IMAGE,
  ReferralSubjects,
  previewFileName,
  uploadUrl,
  uploadedFileName,
  type PublicCampaignDto,
  type ReferrerBannerDto,
} from '@referrals/contracts';
import { isAppError } from '@referrals/service-kit';
import type { ApiPayload } from '../api/router.ts';
import type { PageMeta, PageMetaRequest } from './page-meta.ts';

/** Where a referral page's description is cut: about what a search result or a preview card shows. */
export const REFERRAL_DESCRIPTION_MAX = 160;

/**
 * The meta of `/refer/{businessSlug}` (optionally `?campaign={id}`) and `/refer/{businessSlug}/{referralCode}`,
 * from the same answers the page itself asks for: the campaign service's public campaign of the slug (the
 * referrer's campaign on a personal link, the one `?campaign=` names, else the business's newest), so the
 * preview describes the campaign the visitor lands on. An unknown or inactive business, or no such active
 * campaign, is null: the 404 page, as the page shows "Business Not Found". The business's page is described
 * for the customers who join: the description is the campaign's own, as the plain text the campaign service
 * makes of its rich text (the answer's summary of the campaign), so the gateway parses no HTML. A personal
 * link is described for the friend it was sent to ({@link friendPreview}). The title and description never
 * name the referrer: a preview travels further than the person it was sent to.
 *
 * Canonical: a personal link is its business's referral page, whose address has no referral code (and
 * `?campaign=` only when the campaign is not the business's newest, which the bare address shows). `og:url`
 * stays the address that was shared, code included: Facebook sends a preview's clicks to `og:url`, and a
 * click that lost the code would lose the invitation.
 */
export async function referralPageMeta(request: PageMetaRequest): Promise<PageMeta | null> {
  const slug = request.params.businessSlug ?? '';
  const code = request.params.referralCode;
  const chosen =
    code === undefined ? request.query.get('campaign') || undefined : await campaignOfCode(request, code);
  const campaign = await publicCampaign(request, slug, chosen);
  if (!campaign) return null;

  const page = `/refer/${encodeURIComponent(campaign.businessSlug)}`;
  const headerFile = uploadedFileName(campaign.headerImage);
  const campaignPage = `${page}?campaign=${encodeURIComponent(campaign.id)}`;
  const newest = campaign.activeCampaigns[0]?.id === campaign.id;
  const summary = campaign.activeCampaigns.find((active) => active.id === campaign.id);
  const description = summary?.description ?? `Join ${campaign.name} at ${campaign.businessName}.`;
  const text =
    code !== undefined && chosen !== undefined
      ? friendPreview(campaign)
      : { title: `${campaign.name} | ${campaign.businessName}`, description };
  return {
    title: text.title,
    description: excerpt(text.description, REFERRAL_DESCRIPTION_MAX),
    ...(await headerImage(request, campaign)),
    canonicalPath: newest ? page : campaignPage,
    // The address as shared keeps the campaign it chose; a personal link's code already names it.
    ...(code === undefined && chosen !== undefined ? { path: campaignPage } : {}),
    reads: referralPageReads(slug, code, request.query.get('campaign')),
    ...(headerFile ? { heroImage: { src: uploadUrl(headerFile) } } : {}),
  };
}

/**
 * What the referral page reads as it opens, as mfe-public asks for it (features/referral/api): the campaign of
 * the slug (`?campaign=` as the address gives it), the business's profile and, on a personal link, who shared it.
 */
function referralPageReads(slug: string, code: string | undefined, campaignId: string | null): string[] {
  const business = encodeURIComponent(slug);
  const query = campaignId ? `?campaign=${encodeURIComponent(campaignId)}` : '';
  return [
    `/api/campaigns/slug/${business}${query}`,
    `/api/users/slug/${business}`,
    ...(code ? [`/api/referrers/code/${encodeURIComponent(code)}`] : []),
  ];
}

/**
 * What a friend sees of the link a customer sent them (issue 19): that they are invited, to what, and what
 * they get for signing up, rather than the campaign's text for customers who join to refer.
 */
function friendPreview(campaign: PublicCampaignDto): { title: string; description: string } {
  const reward = (campaign.inviteeRewardEnabled && campaign.inviteeRewardName) || null;
  const business = campaign.businessName;
  return {
    title: reward ? `You’re invited: ${reward} at ${business}` : `You’re invited to ${business}`,
    description: reward
      ? `A friend invited you to ${business}. Sign up in a minute to get ${reward} on your first visit.`
      : `A friend invited you to ${business}. Sign up in a minute to join them.`,
  };
}

/** The campaign of the referrer whose code the link carries; undefined for a code nobody has. */
async function campaignOfCode(request: PageMetaRequest, code: string): Promise<string | undefined> {
  const banner = await ask<ReferrerBannerDto>(request, ReferralSubjects.referrerByCode, { params: { code } });
  return banner?.campaignId;
}

function publicCampaign(
  request: PageMetaRequest,
  slug: string,
  campaign: string | undefined,
): Promise<PublicCampaignDto | null> {
  return ask<PublicCampaignDto>(request, CampaignSubjects.publicBySlug, {
    params: { slug },
    query: campaign === undefined ? {} : { campaign },
  });
}

/**
 * A public read as the API router forwards it; null when the service found nothing for the input (a
 * NotFoundError, or an InputError for input no record can have). Any other failure is thrown: the page then
 * gets the site's meta, as for every resolver that fails.
 */
async function ask<T>(
  { bus, timeoutMs }: PageMetaRequest,
  subject: string,
  { params, query = {} }: Pick<ApiPayload, 'params'> & { query?: Record<string, string> },
): Promise<T | null> {
  try {
    return await bus.request<T>(subject, { params, query, body: {} } satisfies ApiPayload, { timeoutMs });
  } catch (err) {
    if (isAppError(err, 'NotFoundError') || isAppError(err, 'InputError')) return null;
    throw err;
  }
}

/**
 * The campaign's header image for previews: its preview-sized copy when the upload made one, else (an image
 * uploaded before copies were made) the original, whose size is not known here. None without a header image.
 */
async function headerImage(
  request: PageMetaRequest,
  campaign: PublicCampaignDto,
): Promise<Pick<PageMeta, 'image' | 'imageSize' | 'imageAlt'>> {
  const filename = uploadedFileName(campaign.headerImage);
  if (!filename) return {};
  const preview = previewFileName(filename);
  const imageAlt = campaign.name;
  if (await request.files.get(preview)) {
    return {
      image: uploadUrl(preview),
      imageSize: { width: PREVIEW_IMAGE.width, height: PREVIEW_IMAGE.height },
      imageAlt,
    };
  }
  return { image: uploadUrl(filename), imageAlt };
}

/**
 * `text` cut to at most `max` characters (code points, so no emoji is split) after its last whole word, with
 * an ellipsis when anything was cut. A text with no space early enough (one long word, or a script written
 * without spaces) is cut where it reaches the limit.
 */
export function excerpt(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const cut = chars.slice(0, max - 1).join('');
  const wordEnd = /\s/.test(chars[max - 1]!) ? cut.length : cut.search(/\s+\S*$/);
  return `${(wordEnd > cut.length / 2 ? cut.slice(0, wordEnd) : cut).trimEnd()}…`;
}

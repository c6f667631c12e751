import type { EntityManager } from '@mikro-orm/sql';
import type { ReferrerBannerDto } from '@referrals/contracts';
import { ReferralErrors } from '../errors.ts';
import { findOpenCampaign } from './read-models.ts';
import { findReferrerByCode } from './referrer-codes.ts';

/**
 * GET /api/referrers/code/{code}: the "You were referred by Sam T." banner of the referral page, for a code of a
 * referrer (not deleted) of a campaign open for sign-ups, their current code or an earlier one. Nothing more
 * of the person: no e-mail, phone, surname or counts.
 */
export async function referrerBanner(em: EntityManager, rawCode: unknown): Promise<ReferrerBannerDto> {
  const referrer = await findReferrerByCode(em, rawCode);
  const open = referrer ? await findOpenCampaign(em, referrer.campaignId) : null;
  if (!referrer || !open) throw ReferralErrors.referrerNotFound();
  return {
    firstName: referrer.firstName,
    lastInitial: ([...referrer.lastName.trim()][0] ?? '').toLocaleUpperCase('en-GB'),
    campaignId: referrer.campaignId,
    businessId: open.campaign.businessId,
  };
}

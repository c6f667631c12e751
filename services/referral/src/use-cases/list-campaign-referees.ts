import type { EntityManager } from '@mikro-orm/sql';
import type {
  CampaignRefereeDto,
  OwnerPrincipal,
  RefereeListQuery,
  RefereeVoucherState,
} from '@referrals/contracts';
import { containsPattern, serviceTable } from '@referrals/service-kit';
import { KnownCampaign } from '../entities/known-campaign.ts';
import { Referee } from '../entities/referee.ts';
import { Referrer } from '../entities/referrer.ts';
import { Voucher } from '../entities/voucher.ts';
import { ReferralErrors } from '../errors.ts';
import { toReviewDto } from './review-dto.ts';
import { findOwnedBusiness } from './owner.ts';

function voucherState(voucher: Voucher, now: Date): RefereeVoucherState {
  if (voucher.redeemedAt) return 'redeemed';
  return voucher.expiresAt.getTime() <= now.getTime() ? 'expired' : 'issued';
}

/** A referee as the campaign's owner sees them; the referrer's name goes once the referrer was deleted. */
export function toCampaignRefereeDto(
  referee: Referee,
  referrer: Referrer | null,
  voucher: Voucher | null,
  now: Date,
): CampaignRefereeDto {
  return {
    id: referee.id,
    campaignId: referee.campaignId,
    firstName: referee.firstName,
    lastName: referee.lastName,
    email: referee.email ?? null,
    phoneNumber: referee.phoneNumber ?? null,
    referrerId: referee.referrerId,
    referrerName:
      referrer && !referrer.deletedAt ? `${referrer.firstName} ${referrer.lastName}`.trim() : null,
    status: referee.verifiedAt ? 'Verified' : 'Pending',
    flags: referee.flags,
    recordedByBusiness: referee.recordedByBusiness,
    review: toReviewDto(referee),
    voucher: voucher && {
      code: voucher.code,
      kind: voucher.kind,
      state: voucherState(voucher, now),
      expiryDate: voucher.expiresAt.toISOString(),
      redeemedAt: voucher.redeemedAt?.toISOString() ?? null,
    },
    createdAt: referee.createdAt.toISOString(),
  };
}

/** What the search matches: the referee's names, e-mail and phone, and their (not deleted) referrer's names. */
const SEARCH_COLUMNS = [
  'r.first_name',
  'r.last_name',
  `concat_ws(' ', r.first_name, r.last_name)`,
  'r.email',
  'r.phone_number',
  'r.phone_normalized',
  'rr.first_name',
  'rr.last_name',
  `concat_ws(' ', rr.first_name, rr.last_name)`,
];
const SEARCH_WHERE = SEARCH_COLUMNS.map((column) => `${column} ilike ? escape '\\'`).join(' or ');

/**
 * GET /api/referees/campaign/{id}: the newest `limit` referees of a campaign of the owner's login (404 for any
 * other), or of those matching `search`, with their flags and the state of their voucher or welcome pass.
 */
export async function listCampaignReferees(
  em: EntityManager,
  owner: OwnerPrincipal,
  campaignId: string,
  { search, limit }: RefereeListQuery,
  now: Date = new Date(),
): Promise<CampaignRefereeDto[]> {
  const campaign = await em.findOne(KnownCampaign, campaignId);
  if (!campaign || !(await findOwnedBusiness(em, owner, campaign.businessId))) {
    throw ReferralErrors.campaignNotFound();
  }
  const pattern = containsPattern(search);
  const rows = await em.execute<{ id: string }[]>(
    `select r.id from ${serviceTable(em, 'referee')} r
     left join ${serviceTable(em, 'referrer')} rr on rr.id = r.referrer_id and rr.deleted_at is null
     where r.campaign_id = ? ${search ? `and (${SEARCH_WHERE})` : ''}
     order by r.created_at desc, r.id desc
     limit ?`,
    [campaignId, ...(search ? SEARCH_COLUMNS.map(() => pattern) : []), limit],
  );
  const ids = rows.map(({ id }) => id);
  if (ids.length === 0) return [];
  const referees = await em.find(Referee, { id: { $in: ids } });
  const referrers = await em.find(Referrer, { id: { $in: [...new Set(referees.map((r) => r.referrerId))] } });
  const vouchers = await em.find(Voucher, { refereeId: { $in: ids } });
  const refereeById = new Map(referees.map((referee) => [referee.id, referee]));
  const referrerById = new Map(referrers.map((referrer) => [referrer.id, referrer]));
  const voucherByReferee = new Map(vouchers.map((voucher) => [voucher.refereeId, voucher]));
  return ids.map((id) => {
    const referee = refereeById.get(id) as Referee;
    return toCampaignRefereeDto(
      referee,
      referrerById.get(referee.referrerId) ?? null,
      voucherByReferee.get(id) ?? null,
      now,
    );
  });
}

import type {
  CampaignDto,
  RefereeVerifiedDto,
  ReferrerRegisteredDto,
  ReferrerRegistrationInput,
  VoucherDto,
} from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { buildCampaign, buildRefereeSignUp } from '@referrals/testing';
import { waitForMail } from '../setup/mailbox.ts';
import { registerOwnerKnownToCampaigns, type RegisteredOwner } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';

/** What the referral suites sign up to: an owner's active campaign with a 20% welcome reward. */
export interface OpenCampaign {
  owner: RegisteredOwner;
  campaign: CampaignDto;
  businessSlug: string;
}

/**
 * An owner's new active campaign (invitee reward: 20% off, at most £50; the constant reward "10% off" on),
 * made through the API of `url`; `overrides` change the campaign form (other rewards, milestones).
 */
export async function openCampaign(
  url: string = baseUrl(),
  overrides: Record<string, unknown> = {},
): Promise<OpenCampaign> {
  const owner = await registerOwnerKnownToCampaigns({}, url);
  const created = await fetch(`${url}/api/campaigns`, {
    method: 'POST',
    headers: { cookie: owner.cookie, 'content-type': 'application/json' },
    body: JSON.stringify(
      buildCampaign(owner.userId, {
        inviteeRewardEnabled: true,
        inviteeRewardName: '20% off your first visit',
        inviteeRewardType: 'percentage',
        inviteeRewardValue: 20,
        inviteeRewardMaxDiscount: 50,
        ...overrides,
      }),
    ),
  });
  if (created.status !== 201)
    throw new Error(`campaign create answered ${created.status}: ${await created.text()}`);
  const campaign = (await created.json()) as CampaignDto;
  return { owner, campaign, businessSlug: campaign.businessSlug };
}

/**
 * Joins the campaign as a referrer once the referral service has heard of it (the campaign service's event
 * reaches it shortly after the campaign is created; until then joining answers 404).
 */
export async function joinWhenKnown(
  form: ReferrerRegistrationInput,
  url: string = baseUrl(),
): Promise<ReferrerRegisteredDto> {
  return eventually(
    async () => {
      const response = await postJson(url, '/api/referrers', form);
      if (response.status === 201) return (await response.json()) as ReferrerRegisteredDto;
      if (response.status !== 404)
        throw new Error(`joining answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      return null;
    },
    15_000,
    `the referral service to learn of campaign ${form.campaignId}`,
  );
}

/** The token of a verification link in an e-mail's text. */
export function verificationToken(text: string): string {
  const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link in: ${text}`);
  return token;
}
/** POST to the API of `url` as JSON, with the owner's session cookie when given. */
async function postJson(url: string, path: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/**
 * Joins the campaign as a referrer and confirms the e-mail through the link of the welcome e-mail (in the
 * mailbox of the e2e stack): a referrer who earns rewards.
 */
export async function joinVerified(form: ReferrerRegistrationInput): Promise<ReferrerRegisteredDto> {
  const referrer = await joinWhenKnown(form);
  const token = verificationToken((await waitForMail(form.email)).text);
  const verified = await postJson(baseUrl(), '/api/referrers/verify', { token });
  if (verified.status !== 200)
    throw new Error(`verify answered ${verified.status}: ${await verified.text()}`);
  return referrer;
}

/** A friend signed up through the referrer's link and verified through the link e-mailed to them. */
export async function verifiedReferee(
  campaignId: string,
  referralCode: string,
  overrides: Parameters<typeof buildRefereeSignUp>[2] = {},
): Promise<{ email: string; voucher: VoucherDto }> {
  const form = buildRefereeSignUp(campaignId, referralCode, overrides);
  const signedUp = await postJson(baseUrl(), '/api/referees', form);
  if (signedUp.status !== 201)
    throw new Error(`sign-up answered ${signedUp.status}: ${await signedUp.text()}`);
  const token = verificationToken((await waitForMail(form.email)).text);
  const verified = await postJson(baseUrl(), '/api/referees/verify', { token });
  const { voucher } = (await verified.json()) as RefereeVerifiedDto;
  if (!voucher) throw new Error(`no voucher or pass was issued to ${form.email}`);
  return { email: form.email, voucher };
}

/**
 * Waits until the referral service's copy of the campaign shows `name` (the voucher page of `voucherCode`
 * names the campaign as it is now): every change made before the rename has reached it too.
 */
export async function waitForCampaignName(voucherCode: string, name: string): Promise<void> {
  await eventually(
    async () => {
      const response = await fetch(`${baseUrl()}/api/vouchers/code/${voucherCode}`);
      return ((await response.json()) as VoucherDto).campaignName === name;
    },
    15_000,
    `the voucher page to name the campaign ${name}`,
  );
}

/**
 * Waits until GET `path` answers `status`: for a change the referral service hears of through events (a
 * campaign deactivated), or the gateways through a broadcast (a cached banner dropped), shortly after.
 */
export async function waitForStatus(path: string, status: number): Promise<void> {
  let last = 0;
  await eventually(
    async () => {
      const response = await fetch(`${baseUrl()}${path}`);
      await response.body?.cancel();
      last = response.status;
      return last === status;
    },
    15_000,
    () => `GET ${path} to answer ${status} (still ${last})`,
  );
}

export { buildRefereeSignUp, buildReferrerSignUp } from '@referrals/testing';

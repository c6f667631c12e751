import type { CampaignDto, ReferrerRegisteredDto, ReferrerRegistrationInput } from '@referrals/contracts';
import { buildCampaign } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, type RegisteredOwner } from '../support/api.ts';
import { baseUrl } from '../support/env.ts';

/** What the referral suites sign up to: an owner's active campaign with a 20% welcome reward. */
export interface OpenCampaign {
  owner: RegisteredOwner;
  campaign: CampaignDto;
  businessSlug: string;
}

/** An owner's new active campaign (invitee reward: 20% off, at most £50), made through the API of `url`. */
export async function openCampaign(url: string = baseUrl()): Promise<OpenCampaign> {
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
  const deadline = Date.now() + 15_000;
  for (;;) {
    const response = await fetch(`${url}/api/referrers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(form),
    });
    if (response.status === 201) return (await response.json()) as ReferrerRegisteredDto;
    if (response.status !== 404 || Date.now() > deadline) {
      throw new Error(`joining answered ${response.status}: ${await response.text()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The token of a verification link in an e-mail's text. */
export function verificationToken(text: string): string {
  const token = /\/verify\/([A-Za-z0-9_-]+)/.exec(text)?.[1];
  if (!token) throw new Error(`no verification link in: ${text}`);
  return token;
}
export { buildRefereeSignUp, buildReferrerSignUp } from '@referrals/testing';

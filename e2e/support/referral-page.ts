import type { CampaignDto, ReferrerRegisteredDto, ReferrerRegistrationInput } from '@referrals/contracts';
import { eventually } from '@referrals/service-kit/testing';
import { buildCampaign, buildReferrerSignUp, pngImage } from '@referrals/testing';
import { registerOwnerKnownToCampaigns, type RegisteredOwner } from './api.ts';
import { baseUrl } from './env.ts';

/**
 * A campaign as an owner would publish it, for the public referral page: the three messages, the three
 * referee boxes, an invitee reward (20% off, capped at £50) and a constant reward (£10 off), in a teal and
 * amber branding (amber needs dark text, teal white).
 */
export const REFERRAL_PAGE_CAMPAIGN = {
  name: 'Bring a Friend',
  description: '<p>Share the love: your friends save on their first visit, you earn on every one.</p>',
  primaryColor: '#0f766e',
  secondaryColor: '#f59e0b',
  welcomeMessage: '<p>Thanks for being one of our regulars! Invite your friends and you both win.</p>',
  rewardExplanation:
    '<ol><li>Sign up below to get your personal link.</li><li>Share it with friends.</li><li>They get 20% off their first visit, and you get £10 off for each friend who comes in.</li></ol>',
  businessValueProp: '<p>Friendly stylists, <strong>no rush</strong>, and a free coffee with every cut.</p>',
  refereeContent1Title: 'Welcome, friend!',
  refereeContent1Body:
    '<p>Your friend thinks you will love it here. Sign up to claim your welcome reward.</p>',
  refereeContent2Title: 'How it works',
  refereeContent2Body:
    '<ul><li>Sign up with the form.</li><li>Confirm your e-mail.</li><li>Show your voucher at the counter.</li></ul>',
  refereeContent3Title: '',
  refereeContent3Body: '<p>An untitled box is not shown.</p>',
  constantRewardEnabled: true,
  constantRewardName: '£10 off your next visit',
  constantRewardType: 'fixed',
  constantRewardValue: 10,
  inviteeRewardEnabled: true,
  inviteeRewardName: '20% off your first visit',
  inviteeRewardType: 'percentage',
  inviteeRewardValue: 20,
  inviteeRewardMaxDiscount: 50,
} as const;

/** A business with one active campaign that the public referral page shows. */
export interface SeededReferralCampaign {
  owner: RegisteredOwner;
  campaign: CampaignDto;
  /** `/refer/{businessSlug}`. */
  pagePath: string;
}

async function ownerCall<T>(
  url: string,
  owner: RegisteredOwner,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { cookie: owner.cookie, 'content-type': 'application/json', origin: url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Uploads an image of `type` (a plain PNG in `rgb`) as the wizard would, and returns its address. */
async function uploadImage(
  url: string,
  owner: RegisteredOwner,
  type: 'headerImage' | 'logoImage',
  [width, height]: [number, number],
  rgb: [number, number, number],
): Promise<string> {
  const form = new FormData();
  form.append('type', type);
  form.append(
    'file',
    new Blob([new Uint8Array(pngImage(width, height, rgb))], { type: 'image/png' }),
    `${type}.png`,
  );
  const response = await fetch(`${url}/api/upload`, {
    method: 'POST',
    headers: { cookie: owner.cookie, origin: url },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { url: string }).url;
}

/**
 * Registers a new owner on the stack at `url` (the global one by default) and publishes
 * {@link REFERRAL_PAGE_CAMPAIGN} with a header image and a logo, `overrides` on top.
 */
export async function seedReferralCampaign(
  overrides: Record<string, unknown> = {},
  url: string = baseUrl(),
): Promise<SeededReferralCampaign> {
  const owner = await registerOwnerKnownToCampaigns({}, url);
  const headerImage = await uploadImage(url, owner, 'headerImage', [1200, 400], [15, 118, 110]);
  const logoImage = await uploadImage(url, owner, 'logoImage', [200, 200], [245, 158, 11]);
  const campaign = await ownerCall<CampaignDto>(
    url,
    owner,
    'POST',
    '/api/campaigns',
    buildCampaign(owner.userId, { ...REFERRAL_PAGE_CAMPAIGN, headerImage, logoImage, ...overrides }),
  );
  return { owner, campaign, pagePath: `/refer/${campaign.businessSlug}` };
}

/**
 * Signs a referrer up through the API, waiting until the referral service has heard of the campaign (the
 * campaign service's event reaches it shortly after the campaign is created; until then it answers 404).
 */
export async function seedReferrer(
  campaignId: string,
  overrides: Partial<ReferrerRegistrationInput> = {},
  url: string = baseUrl(),
): Promise<ReferrerRegisteredDto> {
  const body = JSON.stringify(buildReferrerSignUp(campaignId, overrides));
  return eventually(
    async () => {
      const response = await fetch(`${url}/api/referrers`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: url },
        body,
      });
      if (response.status === 201) return (await response.json()) as ReferrerRegisteredDto;
      // 404 until the referral service has heard of the campaign; anything else is an answer.
      if (response.status !== 404)
        throw new Error(`POST /api/referrers answered ${response.status}: ${await response.text()}`);
      await response.arrayBuffer();
      return null;
    },
    15_000,
    `the referral service to learn of campaign ${campaignId}`,
  );
}

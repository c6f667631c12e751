import type { ReferrerAccountDto, ReferrerAuthDto, ReferrerCampaignDto } from '@referrals/contracts';

/**
 * The portal's localStorage keys. UI state only: the credential is the referrer session's HttpOnly cookie, so
 * a stale or forged value here shows at most a screen whose every call the gateway refuses.
 */
export const REFERRER_STORAGE_KEYS = {
  /** The membership (referrer) id the portal's calls name: the chosen campaign's. */
  token: 'referrerToken',
  /** JSON of the person's {@link ReferrerAccountDto}. */
  data: 'referrerData',
  /** JSON of every {@link ReferrerCampaignDto} they joined. */
  campaigns: 'referrerCampaigns',
  /** JSON of the {@link ReferrerCampaignDto} chosen for the dashboard. */
  campaign: 'referrerCampaign',
} as const;

function readJson<T>(key: string): T | null {
  const text = localStorage.getItem(key);
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** The person as last stored, or null. */
export function storedReferrer(): ReferrerAccountDto | null {
  return readJson<ReferrerAccountDto>(REFERRER_STORAGE_KEYS.data);
}

/** Their campaigns as last stored, or null. */
export function storedCampaigns(): ReferrerCampaignDto[] | null {
  const campaigns = readJson<unknown>(REFERRER_STORAGE_KEYS.campaigns);
  return Array.isArray(campaigns) ? (campaigns as ReferrerCampaignDto[]) : null;
}

/** The dashboard's campaign and membership id, or null when either is missing (the page signs in again). */
export function storedSelection(): { referrerId: string; campaign: ReferrerCampaignDto } | null {
  const referrerId = localStorage.getItem(REFERRER_STORAGE_KEYS.token);
  const campaign = readJson<ReferrerCampaignDto>(REFERRER_STORAGE_KEYS.campaign);
  return referrerId && campaign?.campaignId ? { referrerId, campaign } : null;
}

/** Keeps the person and their campaigns after signing in (or refreshing them). */
export function rememberAccount({ referrer, campaigns }: ReferrerAuthDto): void {
  localStorage.setItem(REFERRER_STORAGE_KEYS.data, JSON.stringify(referrer));
  localStorage.setItem(REFERRER_STORAGE_KEYS.campaigns, JSON.stringify(campaigns));
}

/** Signing in: the person, their campaigns and, until one is chosen, their latest membership's id. */
export function rememberSignIn(auth: ReferrerAuthDto): void {
  rememberAccount(auth);
  localStorage.setItem(REFERRER_STORAGE_KEYS.token, auth.referrer.id);
}

/** Updates the stored person (Account Settings). */
export function rememberReferrer(referrer: ReferrerAccountDto): void {
  localStorage.setItem(REFERRER_STORAGE_KEYS.data, JSON.stringify(referrer));
}

/** The campaign chosen for the dashboard; its membership id becomes `referrerToken`. */
export function rememberSelection(campaign: ReferrerCampaignDto): void {
  localStorage.setItem(REFERRER_STORAGE_KEYS.campaign, JSON.stringify(campaign));
  localStorage.setItem(REFERRER_STORAGE_KEYS.token, campaign.referrerId);
}

/** Signing out, a refused session or a deleted account: every key goes. */
export function forgetReferrer(): void {
  for (const key of Object.values(REFERRER_STORAGE_KEYS)) localStorage.removeItem(key);
}

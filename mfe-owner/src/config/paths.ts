/** Every path this microfrontend links to or owns, in one place. */
export const paths = {
  dashboard: '/dashboard',
  campaignWizard: '/campaign-wizard',
  /** Route pattern of the campaign detail page; link with {@link campaignPath}. */
  campaign: '/campaign/:id',
  /** Route pattern of the campaign edit page; link with {@link campaignEditPath}. */
  campaignEdit: '/campaign/:id/edit',
  /** Route pattern of a campaign's referee list; link with {@link campaignRefereesPath}. */
  campaignReferees: '/campaign/:id/referees',
  /** Route pattern of a campaign's flagged referrals to review; link with {@link campaignReviewPath}. */
  campaignReview: '/campaign/:id/review',
  /** The counter: a voucher or welcome pass typed or scanned, and redeemed. */
  redeem: '/redeem',
  /** The counter: a friend who came in without the link, recorded with their referrer. */
  counterReferral: '/redeem/referral',
  /** Owned by mfe-public. */
  home: '/',
  /** Owned by mfe-public. */
  login: '/login',
} as const;

export const campaignPath = (id: string): string => `/campaign/${encodeURIComponent(id)}`;
export const campaignEditPath = (id: string): string => `${campaignPath(id)}/edit`;
export const campaignRefereesPath = (id: string): string => `${campaignPath(id)}/referees`;
export const campaignReviewPath = (id: string): string => `${campaignPath(id)}/review`;
/** The public referral page of a business (owned by mfe-public from the referral loop on). */
export const referralPagePath = (businessSlug: string): string =>
  `/refer/${encodeURIComponent(businessSlug)}`;
/** The referral page of one campaign of the business: the visitor joins that campaign, whichever others run. */
export const campaignSignUpPath = (businessSlug: string, campaignId: string): string =>
  `${referralPagePath(businessSlug)}?campaign=${encodeURIComponent(campaignId)}`;

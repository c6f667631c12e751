/** The portal's TanStack Query keys, all under `referrer`: signing in or out drops them together. */
export const referrerKeys = {
  all: ['referrer'] as const,
  me: ['referrer', 'me'] as const,
  stats: (referrerId: string) => ['referrer', 'stats', referrerId] as const,
  leaderboard: (campaignId: string) => ['referrer', 'leaderboard', campaignId] as const,
};

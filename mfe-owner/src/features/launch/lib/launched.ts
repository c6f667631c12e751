/**
 * What the wizard hands the dashboard when a campaign goes live (in the history entry's state, so that it
 * stays through a reload and goes with the entry): which campaign the "Your campaign is live" panel is about.
 */
export interface LaunchedState {
  launchedCampaignId: string;
}

export const launchedState = (campaignId: string): LaunchedState => ({ launchedCampaignId: campaignId });

/** The campaign just launched, from a history entry's state; null for any other state. */
export function launchedCampaignIdOf(state: unknown): string | null {
  const id = (state as Partial<LaunchedState> | null)?.launchedCampaignId;
  return typeof id === 'string' ? id : null;
}

/**
 * The message an owner sends their customers: what the programme offers and where to join.
 *
 * @param offer - the offer in one sentence (the counter poster's)
 */
export function customerMessage(businessName: string, offer: string, signUpUrl: string): string {
  return `Hello from ${businessName}! ${offer} Get your personal link here: ${signUpUrl}`;
}

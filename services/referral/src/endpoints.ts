import type { Endpoint } from '@referrals/service-kit';

/**
 * Every bus endpoint of the referral service. None yet besides `referral.health`, which the kit adds:
 * the referral loop and the referrer portal arrive with their issues (docs: ../README.md).
 * Each is declared with the kit's `endpoint({ access, params, body | query | message, handle })`.
 */
export const referralEndpoints: Record<string, Endpoint> = {};

import type { EntityManager } from '@mikro-orm/sql';
import { CAMPAIGN_DEFAULTS, PRODUCT_NAME } from '@referrals/contracts';
import { recordMail, renderMail, type RecordMailOptions } from '@referrals/service-kit';
import type { Business } from '../entities/business.ts';

/** Where the welcome's links point and whose address it carries. */
export interface OwnerWelcomeSettings {
  /** `PUBLIC_URL`. */
  publicUrl: string;
  /** `PLATFORM_POSTAL_ADDRESS`: the platform sends it, in its own name. */
  platformPostalAddress: string;
}

/**
 * The welcome e-mail of a new business account, recorded in the sign-up's transaction (sent once it commits,
 * once per business): the business's referral address, where the counter poster is, and three steps to start.
 * An account e-mail: no unsubscribe link.
 */
export function recordOwnerWelcome(
  em: EntityManager,
  business: Business,
  to: string,
  settings: OwnerWelcomeSettings,
  options: RecordMailOptions = {},
): void {
  const referralAddress = `${settings.publicUrl}/refer/${encodeURIComponent(business.businessSlug)}`;
  const dashboard = `${settings.publicUrl}/dashboard`;
  const { html, text } = renderMail({
    businessName: PRODUCT_NAME,
    primaryColor: CAMPAIGN_DEFAULTS.primaryColor,
    heading: `Welcome to ${PRODUCT_NAME}, ${business.contactName}!`,
    paragraphs: [
      `${business.businessName} is ready. Its referral page, where customers join your programme, is ` +
        `${referralAddress}.`,
      'How to start:\n' +
        '1. Create your first campaign with New Campaign on the dashboard: its reward for each friend or its milestones.\n' +
        '2. Print the counter poster (a campaign’s page, Counter poster): its QR code opens your sign-up page.\n' +
        '3. Ask happy customers to join and share their link; redeem their friends’ vouchers with Redeem.',
    ],
    details: [
      { label: 'Your referral page', value: referralAddress },
      { label: 'Counter poster', value: `${dashboard} (View Details, then Counter poster)` },
    ],
    action: { label: 'Open my dashboard', url: dashboard },
    reason:
      `You are receiving this email because you opened a ${PRODUCT_NAME} account for ${business.businessName}. ` +
      'If that was not you, you can ignore it.',
    postalAddress: settings.platformPostalAddress,
  });
  recordMail(
    em,
    'identity',
    { to, subject: `Welcome to ${PRODUCT_NAME}`, html, text, cause: `owner-welcome:${business.id}` },
    options,
  );
}

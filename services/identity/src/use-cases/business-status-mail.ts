import type { EntityManager } from '@mikro-orm/sql';
import { CAMPAIGN_DEFAULTS, PRODUCT_NAME } from '@referrals/contracts';
import { recordMail, renderMail, type RecordMailOptions } from '@referrals/service-kit';
import type { Business } from '../entities/business.ts';

/** Whom the owner writes to about the change, and whose address the e-mail carries. */
export interface BusinessStatusMailSettings {
  /** `PLATFORM_CONTACT_EMAIL`: where the owner writes to the platform. */
  contactEmail: string;
  /** `PLATFORM_POSTAL_ADDRESS`: the platform sends it, in its own name. */
  platformPostalAddress: string;
}

/**
 * The e-mail telling the owner that an administrator disabled or enabled their business, recorded in the change's
 * transaction: once per change (its cause names the business and the moment of the change), the administrator's
 * reason when one was given, and what the owner can do. An account e-mail: no unsubscribe link.
 */
export function recordBusinessStatusMail(
  em: EntityManager,
  business: Business,
  to: string,
  settings: BusinessStatusMailSettings,
  options: RecordMailOptions = {},
): void {
  const disabled = !business.isActive;
  const contact = settings.contactEmail;
  const reasonParagraphs = business.statusReason ? [`The reason given: ${business.statusReason}`] : [];
  const { html, text } = renderMail({
    businessName: PRODUCT_NAME,
    primaryColor: CAMPAIGN_DEFAULTS.primaryColor,
    heading: disabled
      ? `${business.businessName} has been disabled`
      : `${business.businessName} is active again`,
    paragraphs: disabled
      ? [
          `Hello ${business.contactName}, a ${PRODUCT_NAME} administrator has disabled ${business.businessName}. ` +
            'Its referral page is offline and it takes no new referrers, referees or redemptions until it is ' +
            'enabled again. You can still sign in to your dashboard.',
          ...reasonParagraphs,
          `If you have questions or think this is a mistake, reply to this e-mail or write to ${contact}.`,
        ]
      : [
          `Hello ${business.contactName}, a ${PRODUCT_NAME} administrator has enabled ${business.businessName} ` +
            'again. Its referral page is back online and it takes referrers, referees and redemptions as before.',
          ...reasonParagraphs,
          `If you have questions, reply to this e-mail or write to ${contact}.`,
        ],
    reason: `You are receiving this email because you hold the ${PRODUCT_NAME} account of ${business.businessName}.`,
    postalAddress: settings.platformPostalAddress,
  });
  const changedAt = (business.statusChangedAt ?? business.updatedAt).toISOString();
  recordMail(
    em,
    'identity',
    {
      to,
      subject: disabled
        ? `${business.businessName} has been disabled`
        : `${business.businessName} is active again`,
      html,
      text,
      cause: `business-status:${business.id}:${disabled ? 'disabled' : 'enabled'}:${changedAt}`,
    },
    options,
  );
}

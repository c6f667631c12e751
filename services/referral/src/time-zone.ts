/**
 * The time zone of the dates the referral service writes in its messages and e-mails: the UK's, the market of
 * the businesses (it does not keep each business's own zone, which identity's owner e-mails use).
 */
export const MESSAGE_TIME_ZONE = 'Europe/London';

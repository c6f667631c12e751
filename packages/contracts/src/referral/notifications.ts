/**
 * Referrer notifications (a friend joined, a friend came in) and their one-click unsubscribe links (RFC 8058):
 * each such e-mail carries `{PUBLIC_URL}/api/unsubscribe/{token}`, in its footer and its `List-Unsubscribe`
 * header. The token needs no sign-in; it turns one kind of e-mail off for one referrer.
 */
export const NotificationSubjects = {
  /** GET /api/unsubscribe/{token} (public): what the link turns off and whether it is off (a browser is sent to the page). */
  unsubscribeState: 'referral.unsubscribe.state',
  /** POST /api/unsubscribe/{token} (public, one-click): turns it off; again and again answers the same. */
  unsubscribe: 'referral.unsubscribe',
} as const;

/** The page a browser is sent to when it opens an unsubscribe link: `/unsubscribe/{token}`. */
export const UNSUBSCRIBE_PAGE_PATH = '/unsubscribe';

/** What an unsubscribe link stands for. */
export interface UnsubscribeDto {
  /** What it turns off, in words ("emails when a friend joins with your link or comes in"). */
  turnsOff: string;
  businessName: string;
  campaignName: string;
  /** True once turned off (by this link or another of the same kind). */
  off: boolean;
}

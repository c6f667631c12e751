import {
  NotificationSubjects,
  OWNER_UNSUBSCRIBE_PAGE_PATH,
  OwnerMailSubjects,
  UNSUBSCRIBE_PAGE_PATH,
} from '@referrals/contracts';
import { NO_INPUT, type ApiRoute } from './types.ts';

/**
 * The one-click unsubscribe links of the e-mails that tell referrers about their friends (RFC 8058): the
 * address in the e-mail's `List-Unsubscribe` header and footer. A mail app POSTs to it (a form body, not read);
 * a browser opening it is sent to the page that turns the e-mails off and says so. No sign-in: the token is
 * the key, and it can only turn that one kind of e-mail off.
 */
export const notificationRoutes: readonly ApiRoute[] = [
  {
    method: 'GET',
    path: '/api/unsubscribe/:token',
    subject: NotificationSubjects.unsubscribeState,
    schema: NO_INPUT,
    access: 'public',
    browserPage: UNSUBSCRIBE_PAGE_PATH,
  },
  {
    method: 'POST',
    path: '/api/unsubscribe/:token',
    subject: NotificationSubjects.unsubscribe,
    schema: NO_INPUT,
    access: 'public',
    bodyIgnored: true,
  },
  // The owner e-mails' links (the identity service): the same, for the review and daily summary e-mails.
  {
    method: 'GET',
    path: '/api/owner-unsubscribe/:token',
    subject: OwnerMailSubjects.unsubscribeState,
    schema: NO_INPUT,
    access: 'public',
    browserPage: OWNER_UNSUBSCRIBE_PAGE_PATH,
  },
  {
    method: 'POST',
    path: '/api/owner-unsubscribe/:token',
    subject: OwnerMailSubjects.unsubscribe,
    schema: NO_INPUT,
    access: 'public',
    bodyIgnored: true,
  },
];

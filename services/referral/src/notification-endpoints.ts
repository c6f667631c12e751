import { NotificationSubjects } from '@referrals/contracts';
import { endpoint, rawParam, type Endpoint } from '@referrals/service-kit';
import { unsubscribe, unsubscribeState } from './use-cases/friend-notifications.ts';

/** The unsubscribe links of the referrer notifications: public, the token is the only key. */
export const notificationEndpoints: Record<string, Endpoint> = {
  /** `{ params: { token } }` -> UnsubscribeDto (404 for an unknown token) */
  [NotificationSubjects.unsubscribeState]: endpoint({
    access: 'public',
    params: { token: rawParam },
    handle: ({ em, params }) => unsubscribeState(em, params.token),
  }),

  /** `{ params: { token } }` -> UnsubscribeDto, off (404 for an unknown token, and nothing changes) */
  [NotificationSubjects.unsubscribe]: endpoint({
    access: 'public',
    params: { token: rawParam },
    handle: ({ em, params, log }) => unsubscribe(em, params.token, { log }),
  }),
};

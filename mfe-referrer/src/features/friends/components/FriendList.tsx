import type { FriendState, ReferrerFriendsDto } from '@referrals/contracts';
import { ButtonLink, Card, Tag } from '@referrals/ui/light';
import * as page from '../../../components/portal.module.css';
import { ReadPending } from '../../../components/ReadPending.tsx';
import { paths } from '../../../config/paths.ts';
import * as styles from './friends.module.css';

const STATES: Record<FriendState, { label: string; tone: 'neutral' | 'brand' | 'success'; meaning: string }> =
  {
    'signed-up': {
      label: 'Signed up',
      tone: 'neutral',
      meaning: 'they have not confirmed their e-mail yet',
    },
    confirmed: { label: 'Confirmed', tone: 'brand', meaning: 'they have their welcome voucher' },
    'came-in': {
      label: 'Came in',
      tone: 'success',
      meaning: 'they used it: this counts towards your rewards',
    },
  };

/** "Nov 2026" for `2026-11`: the only date shown of a friend. */
function monthOf(month: string): string {
  const time = Date.parse(`${month}-01T00:00:00Z`);
  return Number.isNaN(time)
    ? ''
    : new Date(time).toLocaleDateString('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
}

/** Props of {@link FriendList}. */
export interface FriendListProps {
  /** Undefined while the first answer is awaited. */
  friends: ReferrerFriendsDto | undefined;
  loadFailed: boolean;
}

/** My friends: per campaign, each friend who signed up through the person (first name, month, state). */
export function FriendList({ friends, loadFailed }: FriendListProps) {
  return (
    <>
      <h1 className={page.title}>My friends</h1>
      <p className={page.lead}>Friends who signed up with your link, and how far they got.</p>
      <ul className={styles.legend} aria-label="What the states mean">
        {Object.values(STATES).map(({ label, tone, meaning }) => (
          <li key={label}>
            <Tag tone={tone}>{label}</Tag> <span className={styles.meaning}>{meaning}</span>
          </li>
        ))}
      </ul>
      {!friends ? (
        <ReadPending failed={loadFailed} what="friends" rows={4} />
      ) : friends.campaigns.length === 0 ? (
        <Card className={page.empty}>
          <p className={page.muted}>No campaigns found for your account.</p>
          <ButtonLink to={paths.home} variant="primary" size="large">
            Find Campaigns to Join
          </ButtonLink>
        </Card>
      ) : (
        <div className={styles.campaigns}>
          {friends.campaigns.map((campaign) => (
            <Card key={campaign.referrerId} className={page.card}>
              <section aria-labelledby={`friends-${campaign.referrerId}`}>
                <h2 id={`friends-${campaign.referrerId}`} className={styles.business}>
                  {campaign.businessName}
                </h2>
                <p className={styles.campaignName}>{campaign.campaignName}</p>
                {campaign.friends.length === 0 ? (
                  <p className={page.muted}>
                    No friends have signed up through your link yet. Share it from the campaign&apos;s
                    dashboard.
                  </p>
                ) : (
                  <ul className={styles.friends}>
                    {campaign.friends.map((friend, index) => (
                      <li key={`${friend.firstName}-${friend.month}-${index}`} className={styles.friend}>
                        <span className={styles.avatar} aria-hidden="true">
                          {(friend.firstName[0] ?? '').toUpperCase()}
                        </span>
                        <span className={styles.who}>
                          <span className={styles.name}>{friend.firstName}</span>
                          <span className={styles.month}>{`Signed up ${monthOf(friend.month)}`}</span>
                        </span>
                        <Tag tone={STATES[friend.state].tone}>{STATES[friend.state].label}</Tag>
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            </Card>
          ))}
        </div>
      )}
    </>
  );
}

import { Alert } from 'antd';
import { Link } from 'react-router-dom';
import { campaignReviewPath } from '../../../config/paths.ts';
import { useReviewCount } from '../api/review.ts';
import * as styles from './review.module.css';

const referrals = (count: number) => (count === 1 ? '1 referral' : `${count} referrals`);

/**
 * The dashboard's count of flagged referrals waiting for the owner's decision, with a link to each campaign's
 * review page (named as `campaigns` name them); nothing while none waits.
 */
export function ReviewCountNotice({ campaigns }: { campaigns: readonly { id: string; name: string }[] }) {
  const count = useReviewCount().data;
  if (!count || count.total === 0) return null;
  const nameOf = (id: string) => campaigns.find((campaign) => campaign.id === id)?.name ?? 'A campaign';
  return (
    <Alert
      role="status"
      type="warning"
      showIcon
      title={`${referrals(count.total)} to review`}
      description={
        <>
          Flagged referrals wait for your decision; those you leave are approved automatically after 14 days.
          <ul className={styles.countLinks}>
            {count.campaigns.map(({ campaignId, count: waiting }) => (
              <li key={campaignId}>
                <Link to={campaignReviewPath(campaignId)} className={styles.countLink}>
                  {nameOf(campaignId)}: {referrals(waiting)} to review
                </Link>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}

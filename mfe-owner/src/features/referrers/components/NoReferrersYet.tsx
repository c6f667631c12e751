import { Empty } from 'antd';
import * as styles from './referrers.module.css';

/** docs/product-rules.md §2's empty state of a campaign's referrers, on the dashboard and the campaign page alike. */
export function NoReferrersYet() {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={
        <>
          <strong className={styles.emptyTitle}>No referrers yet</strong>
          Start sharing your referral link!
        </>
      }
    />
  );
}

import { Button, Card } from 'antd';
import * as styles from './dashboard.module.css';

/** The dashboard of a business without campaigns (docs/product-rules.md §2). */
export function NoCampaigns({ onCreate }: { onCreate: () => void }) {
  return (
    <Card className={styles.empty} classNames={{ body: styles.emptyBody }}>
      <svg
        width="56"
        height="56"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        className={styles.emptyIcon}
      >
        <rect width="24" height="24" rx="6" className={styles.emptyIconTile} />
        <path d="M12 7v10M7 12h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <h2 className={styles.emptyTitle}>Create Your First Campaign</h2>
      <p className={styles.emptyText}>
        Set up a referral campaign in under 5 minutes: your customers share their link, their friends get a
        reward, and you see every referral here.
      </p>
      <Button type="primary" size="large" onClick={onCreate}>
        Create Campaign
      </Button>
    </Card>
  );
}

import { Button, Card } from 'antd';
import * as styles from './campaign-detail.module.css';

/** docs/product-rules.md §2: a campaign that does not exist, or is not the caller's. */
export function CampaignNotFound({ onBack }: { onBack: () => void }) {
  return (
    <main className={styles.messageScreen}>
      <Card className={styles.messageCard}>
        <h1 className={styles.messageTitle}>Campaign Not Found</h1>
        <p className={styles.messageText}>This campaign does not exist or has been deleted.</p>
        <Button type="primary" onClick={onBack}>
          Back to Dashboard
        </Button>
      </Card>
    </main>
  );
}

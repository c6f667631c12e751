import { Button, Card } from 'antd';
import * as styles from './campaign-detail.module.css';

/** The campaign could not be read (no answer, server error): unlike a 404, trying again may help. */
export function CampaignUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <main className={styles.messageScreen}>
      <Card className={styles.messageCard}>
        <h1 className={styles.messageTitle}>Campaign unavailable</h1>
        <p className={styles.messageText}>
          The campaign could not be loaded. Check your connection and try again.
        </p>
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Card>
    </main>
  );
}

import { Button, Card, Typography } from 'antd';
import type { CampaignDto } from '@referrals/contracts';
import { ActiveStatusTag, formatDate, stripHtml } from '@referrals/ui';
import * as styles from './dashboard.module.css';

interface CampaignCardProps {
  campaign: Pick<CampaignDto, 'id' | 'name' | 'description' | 'isActive' | 'createdAt'>;
  onViewDetails: () => void;
}

/**
 * A campaign on the dashboard (docs/product-rules.md §2): name, status, the description as plain text (a few lines at
 * most), the day it was created and View Details.
 */
export function CampaignCard({ campaign, onViewDetails }: CampaignCardProps) {
  const description = stripHtml(campaign.description);
  return (
    <Card className={styles.card} classNames={{ body: styles.cardBody }}>
      <div className={styles.cardHead}>
        <h3 className={styles.cardTitle}>{campaign.name}</h3>
        <ActiveStatusTag isActive={campaign.isActive} />
      </div>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} className={styles.description}>
        {description || 'No description'}
      </Typography.Paragraph>
      <div className={styles.cardFoot}>
        <span className={styles.created}>Created {formatDate(campaign.createdAt)}</span>
        <Button type="link" onClick={onViewDetails} className={styles.viewDetails}>
          View Details
        </Button>
      </div>
    </Card>
  );
}

import { Button, Card, Typography } from 'antd';
import type { CampaignDto } from '@referrals/contracts';
import { ActiveStatusTag, formatDate, stripHtml } from '@referrals/ui';

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
    <Card
      style={{ height: '100%' }}
      styles={{ body: { height: '100%', display: 'flex', flexDirection: 'column', gap: 10, padding: 20 } }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 8 }}>
        <Typography.Title level={3} style={{ fontSize: 17, margin: 0, overflowWrap: 'anywhere' }}>
          {campaign.name}
        </Typography.Title>
        <ActiveStatusTag isActive={campaign.isActive} />
      </div>
      <Typography.Paragraph type="secondary" ellipsis={{ rows: 3 }} style={{ margin: 0, flex: 1 }}>
        {description || 'No description'}
      </Typography.Paragraph>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8 }}>
        <span style={{ color: '#64748b', fontSize: 13 }}>Created {formatDate(campaign.createdAt)}</span>
        <Button type="link" onClick={onViewDetails} style={{ paddingInline: 0 }}>
          View Details
        </Button>
      </div>
    </Card>
  );
}

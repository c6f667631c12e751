import { Button, Card, Typography } from 'antd';

/** docs/product-rules.md §2: a campaign that does not exist, or is not the caller's. */
export function CampaignNotFound({ onBack }: { onBack: () => void }) {
  return (
    <main style={{ display: 'grid', placeItems: 'center', padding: '64px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 440, textAlign: 'center' }}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          Campaign Not Found
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          This campaign does not exist or has been deleted.
        </Typography.Paragraph>
        <Button type="primary" onClick={onBack}>
          Back to Dashboard
        </Button>
      </Card>
    </main>
  );
}

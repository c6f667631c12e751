import { Button, Card, Typography } from 'antd';

/** The campaign could not be read (no answer, server error): unlike a 404, trying again may help. */
export function CampaignUnavailable({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <main style={{ display: 'grid', placeItems: 'center', padding: '64px 16px' }}>
      <Card style={{ width: '100%', maxWidth: 440, textAlign: 'center' }}>
        <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
          Campaign unavailable
        </Typography.Title>
        <Typography.Paragraph type="secondary">
          The campaign could not be loaded. Check your connection and try again.
        </Typography.Paragraph>
        <Button type="primary" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Card>
    </main>
  );
}

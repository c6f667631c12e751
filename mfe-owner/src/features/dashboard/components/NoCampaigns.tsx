import { Button, Card, Typography } from 'antd';

/** The dashboard of a business without campaigns (docs/product-rules.md §2). */
export function NoCampaigns({ onCreate }: { onCreate: () => void }) {
  return (
    <Card style={{ textAlign: 'center' }} styles={{ body: { padding: '48px 24px' } }}>
      <svg
        width="56"
        height="56"
        viewBox="0 0 24 24"
        aria-hidden="true"
        focusable="false"
        style={{ color: '#2563eb' }}
      >
        <rect width="24" height="24" rx="6" fill="#eff6ff" />
        <path d="M12 7v10M7 12h10" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <Typography.Title level={2} style={{ fontSize: 22, margin: '16px 0 8px' }}>
        Create Your First Campaign
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ maxWidth: 440, margin: '0 auto 20px' }}>
        Set up a referral campaign in under 5 minutes: your customers share their link, their friends get a
        reward, and you see every referral here.
      </Typography.Paragraph>
      <Button type="primary" size="large" onClick={onCreate}>
        Create Campaign
      </Button>
    </Card>
  );
}

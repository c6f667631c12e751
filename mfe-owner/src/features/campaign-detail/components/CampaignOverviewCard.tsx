import type { ReactNode } from 'react';
import { Card, Switch, Typography } from 'antd';
import { formatDate } from '@referrals/ui';
import { ReferralLinkField } from './ReferralLinkField.tsx';
import { RichText } from './RichText.tsx';

interface CampaignOverviewCardProps {
  description: string | null;
  isActive: boolean;
  /** Whether a status change is on its way to the server. */
  statusPending: boolean;
  onStatusChange: (isActive: boolean) => void;
  referralUrl: string;
  createdAt: string;
  businessSlug: string;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <div style={{ color: '#64748b', fontSize: 13, marginBottom: 4 }}>{label}</div>
      {children}
    </div>
  );
}

/**
 * The campaign's description, its status switch, its referral link and when it was created (docs/product-rules.md §2
 * "Campaign detail"). The switch shows the saved status: a refused change leaves it where it was.
 */
export function CampaignOverviewCard({
  description,
  isActive,
  statusPending,
  onStatusChange,
  referralUrl,
  createdAt,
  businessSlug,
}: CampaignOverviewCardProps) {
  return (
    <Card title="Campaign Overview">
      <div style={{ display: 'grid', gap: 20 }}>
        {description ? (
          <RichText html={description} />
        ) : (
          <Typography.Text type="secondary">No description yet.</Typography.Text>
        )}
        <Field label="Campaign status">
          <div style={{ display: 'inline-flex', alignItems: 'center', gap: 10 }}>
            <Switch
              aria-label="Campaign active"
              checked={isActive}
              loading={statusPending}
              onChange={onStatusChange}
            />
            <span style={{ fontWeight: 500 }}>{isActive ? 'Active' : 'Inactive'}</span>
          </div>
        </Field>
        <Field label="Referral link">
          <ReferralLinkField url={referralUrl} />
        </Field>
        <div
          style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))', gap: 16 }}
        >
          <Field label="Created">{formatDate(createdAt)}</Field>
          <Field label="Business slug">
            <code style={{ overflowWrap: 'anywhere' }}>{businessSlug}</code>
          </Field>
        </div>
      </div>
    </Card>
  );
}

import type { ReactNode } from 'react';
import { Card, Switch, Typography } from 'antd';
import { formatDate } from '@referrals/ui';
import { FairReferralsPanel } from './FairReferralsPanel.tsx';
import { ReferralLinkField } from './ReferralLinkField.tsx';
import { RichText } from './RichText.tsx';

interface CampaignOverviewCardProps {
  description: string | null;
  isActive: boolean;
  /** Whether a status change is on its way to the server. */
  statusPending: boolean;
  onStatusChange: (isActive: boolean) => void;
  referralUrl: string;
  /** This campaign's own sign-up address: its referral page with this campaign chosen. */
  signUpUrl: string;
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
 * "Campaign detail"), and the campaign's own sign-up link: the business's referral link opens its newest
 * active campaign (or lets the visitor choose among several), this one always opens this campaign. Under the
 * links, the rules that keep referrals fair. The switch shows the saved status: a refused change leaves it
 * where it was.
 */
export function CampaignOverviewCard({
  description,
  isActive,
  statusPending,
  onStatusChange,
  referralUrl,
  signUpUrl,
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
          {/* The label around the switch and its word makes a 44 px tall target for a thumb. */}
          <label
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 10,
              minHeight: 44,
              cursor: 'pointer',
            }}
          >
            <Switch
              aria-label="Campaign active"
              checked={isActive}
              loading={statusPending}
              onChange={onStatusChange}
            />
            <span style={{ fontWeight: 500 }}>{isActive ? 'Active' : 'Inactive'}</span>
          </label>
        </Field>
        <Field label="Referral link">
          <ReferralLinkField
            url={referralUrl}
            label="Referral link"
            openLabel="Open referral page in a new tab"
          />
        </Field>
        <Field label="Sign-up link for this campaign">
          <ReferralLinkField
            url={signUpUrl}
            label="Campaign sign-up link"
            copyLabel="Copy campaign sign-up link"
            openLabel="Open this campaign's sign-up page in a new tab"
          />
          <Typography.Text type="secondary" style={{ display: 'block', marginTop: 6, fontSize: 13 }}>
            Opens this campaign directly, whichever other campaigns are running.
          </Typography.Text>
        </Field>
        <FairReferralsPanel />
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

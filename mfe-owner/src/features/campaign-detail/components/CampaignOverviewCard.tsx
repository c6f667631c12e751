import type { ReactNode } from 'react';
import { Card, Switch, Typography } from 'antd';
import { formatDate } from '@referrals/ui';
import { FairReferralsPanel } from './FairReferralsPanel.tsx';
import { ReferralLinkField } from './ReferralLinkField.tsx';
import { RichText } from './RichText.tsx';
import * as styles from './campaign-detail.module.css';

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
      <div className={styles.fieldLabel}>{label}</div>
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
      <div className={styles.cardContent}>
        {description ? (
          <RichText html={description} />
        ) : (
          <Typography.Text type="secondary">No description yet.</Typography.Text>
        )}
        <Field label="Campaign status">
          {/* The label around the switch and its word makes a 44 px tall target for a thumb. */}
          <label className={styles.statusToggle}>
            <Switch
              aria-label="Campaign active"
              checked={isActive}
              loading={statusPending}
              onChange={onStatusChange}
            />
            <span className={styles.statusWord}>{isActive ? 'Active' : 'Inactive'}</span>
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
          <Typography.Text type="secondary" className={styles.fieldHint}>
            Opens this campaign directly, whichever other campaigns are running.
          </Typography.Text>
        </Field>
        <FairReferralsPanel />
        <div className={styles.facts}>
          <Field label="Created">{formatDate(createdAt)}</Field>
          <Field label="Business slug">
            <code className={styles.slug}>{businessSlug}</code>
          </Field>
        </div>
      </div>
    </Card>
  );
}

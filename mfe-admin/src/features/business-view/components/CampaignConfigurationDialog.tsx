import type { CSSProperties } from 'react';
import { Alert, Descriptions, Modal, Skeleton, Table } from 'antd';
import type { AdminCampaignDto, AdminMilestoneDto } from '@referrals/contracts';
import { ActiveStatusTag, formatDate, serverMessageOf, stripHtml } from '@referrals/ui';
import { useAdminCampaign } from '../api/business-data.ts';
import * as styles from './business-view.module.css';

function ColourSwatch({ colour }: { colour: string }) {
  return (
    <span className={styles.colour}>
      <span aria-hidden className={styles.swatch} style={{ '--swatch': colour } as CSSProperties} />
      <code>{colour}</code>
    </span>
  );
}

function Picture({ src, alt }: { src: string | null; alt: string }) {
  if (!src) return <>None</>;
  return <img src={src} alt={alt} className={styles.picture} />;
}

const text = (value: string | null) => (value ? stripHtml(value) : 'None');

const reward = (enabled: boolean, name: string | null) => (enabled ? `On${name ? `: ${name}` : ''}` : 'Off');

/** The read-only configuration of one campaign: details, branding, content, rewards, milestones and stats. */
export function CampaignConfiguration({ campaign }: { campaign: AdminCampaignDto }) {
  const milestoneColumns = [
    { title: 'Referral Count', dataIndex: 'referralCount', key: 'count' },
    { title: 'Reward Name', dataIndex: 'rewardName', key: 'name' },
    { title: 'Value', dataIndex: 'rewardValue', key: 'value' },
  ];
  return (
    <div className={styles.configuration}>
      <Descriptions
        column={1}
        size="small"
        bordered
        items={[
          { key: 'name', label: 'Name', children: campaign.name },
          { key: 'status', label: 'Status', children: <ActiveStatusTag isActive={campaign.isActive} /> },
          { key: 'slug', label: 'Business Slug', children: campaign.businessSlug },
          { key: 'created', label: 'Created', children: formatDate(campaign.createdAt) },
          {
            key: 'primary',
            label: 'Primary Colour',
            children: <ColourSwatch colour={campaign.primaryColor} />,
          },
          {
            key: 'secondary',
            label: 'Secondary Colour',
            children: <ColourSwatch colour={campaign.secondaryColor} />,
          },
          {
            key: 'logo',
            label: 'Logo',
            children: <Picture src={campaign.logoImage} alt={`${campaign.name} logo`} />,
          },
          {
            key: 'header',
            label: 'Header Image',
            children: <Picture src={campaign.headerImage} alt={`${campaign.name} header image`} />,
          },
          { key: 'welcome', label: 'Welcome Message', children: text(campaign.welcomeMessage) },
          { key: 'explanation', label: 'Reward Explanation', children: text(campaign.rewardExplanation) },
          { key: 'value', label: 'Business Value Proposition', children: text(campaign.businessValueProp) },
          {
            key: 'constant',
            label: 'Constant Reward',
            children: reward(campaign.constantRewardEnabled, campaign.constantRewardName),
          },
          {
            key: 'invitee',
            label: 'Invitee Reward',
            children: reward(campaign.inviteeRewardEnabled, campaign.inviteeRewardName),
          },
        ]}
      />
      <div className={styles.milestones}>
        <h3 className={styles.milestonesTitle}>Milestones</h3>
        <div className={styles.scroll}>
          <Table<AdminMilestoneDto>
            rowKey="id"
            size="small"
            columns={milestoneColumns}
            dataSource={campaign.milestones}
            pagination={false}
            scroll={{ x: 'max-content' }}
            locale={{ emptyText: 'No milestones' }}
          />
        </div>
      </div>
      <Descriptions
        title="Stats"
        column={{ xs: 1, sm: 2 }}
        size="small"
        bordered
        items={[
          { key: 'referrals', label: 'Total Referrals', children: campaign.stats.totalReferrals },
          { key: 'referrers', label: 'Active Referrers', children: campaign.stats.activeReferrers },
          { key: 'vouchers', label: 'Vouchers Generated', children: campaign.stats.totalVouchers },
          { key: 'redeemed', label: 'Vouchers Redeemed', children: campaign.stats.redeemedVouchers },
        ]}
      />
    </div>
  );
}

/** The Campaign Configuration dialog of one campaign (`campaignId` null: closed). */
export function CampaignConfigurationDialog({
  campaignId,
  onClose,
}: {
  campaignId: string | null;
  onClose: () => void;
}) {
  const campaign = useAdminCampaign(campaignId);
  return (
    <Modal
      open={campaignId !== null}
      title="Campaign Configuration"
      onCancel={onClose}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {campaign.data ? (
        <CampaignConfiguration campaign={campaign.data} />
      ) : campaign.isError ? (
        <Alert
          type="error"
          showIcon
          title="The campaign could not be loaded"
          description={serverMessageOf(campaign.error, 'Please try again.')}
        />
      ) : (
        <Skeleton active />
      )}
    </Modal>
  );
}

import { Button, Table, type TableColumnsType } from 'antd';
import type {
  AdminCampaignSummaryDto,
  AdminRefereeDto,
  AdminReferrerDto,
  AdminVoucherDto,
} from '@referrals/contracts';
import { ActiveStatusTag, formatDate } from '@referrals/ui';
import { ToneTag, VerifiedTag } from '../../../components/StatusTags.tsx';
import { voucherState } from '../lib/business-view.ts';
import * as styles from './business-view.module.css';

const personName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();

/** Shared table settings: scrolls sideways inside its card on a narrow screen. */
const tableProps = {
  rowKey: 'id',
  pagination: { pageSize: 20, hideOnSinglePage: true },
  scroll: { x: 'max-content' },
} as const;

export function CampaignsTable({
  campaigns,
  onOpen,
}: {
  campaigns: readonly AdminCampaignSummaryDto[];
  onOpen: (campaignId: string) => void;
}) {
  const columns: TableColumnsType<AdminCampaignSummaryDto> = [
    {
      title: 'Name',
      key: 'name',
      render: (_value, campaign) => (
        <Button type="link" className={styles.campaignLink} onClick={() => onOpen(campaign.id)}>
          {campaign.name}
        </Button>
      ),
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, campaign) => <ActiveStatusTag isActive={campaign.isActive} />,
    },
    { title: 'Created', key: 'created', render: (_value, campaign) => formatDate(campaign.createdAt) },
    { title: 'Referrals', dataIndex: 'totalReferrals', key: 'referrals' },
  ];
  return (
    <Table
      {...tableProps}
      columns={columns}
      dataSource={[...campaigns]}
      locale={{ emptyText: 'No campaigns' }}
    />
  );
}

export function ReferrersTable({ referrers }: { referrers: readonly AdminReferrerDto[] }) {
  const columns: TableColumnsType<AdminReferrerDto> = [
    { title: 'Name', key: 'name', render: (_value, referrer) => personName(referrer) },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Referral Code', dataIndex: 'referralCode', key: 'code' },
    { title: 'Total Referrals', dataIndex: 'totalReferrals', key: 'referrals' },
    {
      title: 'Status',
      key: 'status',
      render: (_value, referrer) => <VerifiedTag isVerified={referrer.isVerified} />,
    },
  ];
  return (
    <Table
      {...tableProps}
      columns={columns}
      dataSource={[...referrers]}
      locale={{ emptyText: 'No referrers' }}
    />
  );
}

export function RefereesTable({ referees }: { referees: readonly AdminRefereeDto[] }) {
  const columns: TableColumnsType<AdminRefereeDto> = [
    { title: 'Name', key: 'name', render: (_value, referee) => personName(referee) },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Referred By', key: 'referrer', render: (_value, referee) => referee.referrerName ?? 'Unknown' },
    {
      title: 'Status',
      key: 'status',
      render: (_value, referee) => <VerifiedTag isVerified={referee.isVerified} />,
    },
    { title: 'Date', key: 'date', render: (_value, referee) => formatDate(referee.createdAt) },
  ];
  return (
    <Table
      {...tableProps}
      columns={columns}
      dataSource={[...referees]}
      locale={{ emptyText: 'No referees' }}
    />
  );
}

const VOUCHER_TONES = { Redeemed: 'green', Available: 'blue', Cancelled: 'gray' } as const;

export function VouchersTable({ vouchers }: { vouchers: readonly AdminVoucherDto[] }) {
  const columns: TableColumnsType<AdminVoucherDto> = [
    { title: 'Code', dataIndex: 'code', key: 'code' },
    { title: 'Type', dataIndex: 'type', key: 'type' },
    { title: 'Value', dataIndex: 'value', key: 'value' },
    {
      title: 'Status',
      key: 'status',
      render: (_value, voucher) => {
        const state = voucherState(voucher);
        return <ToneTag tone={VOUCHER_TONES[state]}>{state}</ToneTag>;
      },
    },
    { title: 'Created', key: 'created', render: (_value, voucher) => formatDate(voucher.createdAt) },
  ];
  return (
    <Table
      {...tableProps}
      columns={columns}
      dataSource={[...vouchers]}
      locale={{ emptyText: 'No vouchers' }}
    />
  );
}

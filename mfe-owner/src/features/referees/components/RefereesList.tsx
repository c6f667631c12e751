import { useState } from 'react';
import { Card, Empty, Grid, Input, Skeleton, Table, type TableColumnsType } from 'antd';
import type { CampaignRefereeDto } from '@referrals/contracts';
import { formatDate } from '@referrals/ui';
import { useCampaignReferees } from '../api/get-campaign-referees.ts';
import { refereeContact, refereeName } from '../lib/referees.ts';
import { FlagList, RecordedInStoreTag, StatusTag, VoucherStateTag } from './RefereeTags.tsx';
import * as styles from './referees.module.css';

function Contact({ referee }: { referee: CampaignRefereeDto }) {
  return (
    <>
      {refereeContact(referee).map((line) => (
        <span key={line} className={styles.contactLine}>
          {line}
        </span>
      ))}
    </>
  );
}

const COLUMNS: TableColumnsType<CampaignRefereeDto> = [
  {
    title: 'Name',
    key: 'name',
    render: (_, referee) => (
      <div className={styles.nameCell}>
        <strong>{refereeName(referee)}</strong>
        {referee.recordedByBusiness && <RecordedInStoreTag />}
      </div>
    ),
  },
  { title: 'Email / phone', key: 'contact', render: (_, referee) => <Contact referee={referee} /> },
  {
    title: 'Referred by',
    key: 'referrer',
    render: (_, referee) => referee.referrerName ?? 'Deleted referrer',
  },
  { title: 'Status', key: 'status', render: (_, referee) => <StatusTag status={referee.status} /> },
  { title: 'Voucher', key: 'voucher', render: (_, referee) => <VoucherStateTag voucher={referee.voucher} /> },
  {
    title: 'Flags',
    key: 'flags',
    render: (_, referee) => <FlagList flags={referee.flags} reasons="tooltip" />,
  },
  { title: 'Signed up', key: 'createdAt', render: (_, referee) => formatDate(referee.createdAt) },
];

function RefereeCard({ referee }: { referee: CampaignRefereeDto }) {
  return (
    <li aria-label={refereeName(referee)} className={styles.card}>
      <div className={styles.cardHead}>
        <strong className={styles.cardName}>{refereeName(referee)}</strong>
        <StatusTag status={referee.status} />
      </div>
      <div className={styles.contact}>
        <Contact referee={referee} />
      </div>
      <div className={styles.referredBy}>
        Referred by <strong>{referee.referrerName ?? 'a deleted referrer'}</strong> ·{' '}
        {formatDate(referee.createdAt)}
      </div>
      <div className={styles.tags}>
        <VoucherStateTag voucher={referee.voucher} />
        {referee.recordedByBusiness && <RecordedInStoreTag />}
      </div>
      <FlagList flags={referee.flags} reasons="inline" />
    </li>
  );
}

/**
 * The referees of one campaign (newest first, the server's search by name, e-mail, phone or referrer): a
 * table on a desktop, cards on a phone; each with their referrer, Verified or Pending, the voucher's state,
 * the flags with their reasons and whether the business recorded them at the counter.
 */
export function RefereesList({ campaignId }: { campaignId: string }) {
  const wide = Grid.useBreakpoint().md ?? false;
  const [search, setSearch] = useState('');
  // Asked of the server on Enter or the search button (and at once when cleared).
  const [searched, setSearched] = useState('');
  const referees = useCampaignReferees(campaignId, searched);
  const list = referees.data ?? [];

  return (
    <Card className={styles.list} classNames={{ body: styles.listBody }}>
      <Input.Search
        size="large"
        placeholder="Name, email, phone or referrer"
        aria-label="Search referees"
        allowClear
        value={search}
        loading={referees.isFetching}
        onChange={(event) => {
          setSearch(event.target.value);
          if (!event.target.value) setSearched('');
        }}
        onSearch={(value) => setSearched(value.trim())}
        enterButton
      />
      {referees.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : referees.isError ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="The referees could not be loaded" />
      ) : list.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={searched ? `No referees match "${searched}"` : 'No referees yet'}
        />
      ) : wide ? (
        <Table<CampaignRefereeDto>
          rowKey="id"
          columns={COLUMNS}
          dataSource={list}
          pagination={list.length > 25 ? { pageSize: 25, showSizeChanger: false } : false}
          scroll={{ x: 'max-content' }}
        />
      ) : (
        <ul aria-label="Referees" className={styles.cards}>
          {list.map((referee) => (
            <RefereeCard key={referee.id} referee={referee} />
          ))}
        </ul>
      )}
    </Card>
  );
}

import { useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Result,
  Row,
  Skeleton,
  Statistic,
  Tabs,
  Grid,
  Typography,
} from 'antd';
import { useNavigate } from 'react-router-dom';
import type { AdminBusinessDto } from '@referrals/contracts';
import { ActiveStatusTag, FullScreenSpinner, isApiError, planOf, serverMessageOf } from '@referrals/ui';
import { paths } from '../../../config/paths.ts';
import { AdminHeader } from '../../../components/AdminHeader.tsx';
import { ToneTag } from '../../../components/StatusTags.tsx';
import { TableCard } from '../../../components/TableCard.tsx';
import { useBusiness } from '../../../lib/businesses/get-businesses.ts';
import { useBusinessList } from '../api/business-data.ts';
import { CampaignsTable, RefereesTable, ReferrersTable, VouchersTable } from './BusinessTables.tsx';
import { CampaignConfigurationDialog } from './CampaignConfigurationDialog.tsx';
import * as admin from '../../../components/admin.module.css';
import * as styles from './business-view.module.css';

/** A list's table, or its loading or failed state. */
function ListState<Row>({
  query,
  title,
  children,
}: {
  query: { data?: Row[]; isPending: boolean; error: unknown };
  title: string;
  children: (rows: Row[]) => ReactNode;
}) {
  if (query.isPending) return <Skeleton active />;
  if (!query.data) {
    return (
      <Alert
        type="error"
        showIcon
        title={`The ${title.toLowerCase()} could not be loaded`}
        description={serverMessageOf(query.error, 'Please try again.')}
      />
    );
  }
  return <TableCard title={`${title} (${query.data.length})`}>{children(query.data)}</TableCard>;
}

/** The Settings tab: the business's details, read-only. */
export function BusinessSettings({ business }: { business: AdminBusinessDto }) {
  return (
    <Card title="Business Settings">
      <Descriptions
        column={{ xs: 1, md: 2 }}
        size="small"
        items={[
          { key: 'name', label: 'Business Name', children: business.businessName },
          { key: 'email', label: 'Email', children: business.email },
          { key: 'type', label: 'Business Type', children: business.businessType },
          { key: 'plan', label: 'Subscription', children: planOf(business.subscriptionTier).name },
          { key: 'address', label: 'Address', children: business.businessAddress },
          { key: 'postcode', label: 'Postcode', children: business.postcode },
          { key: 'contact', label: 'Contact', children: business.contactName },
          { key: 'phone', label: 'Phone', children: business.phoneNumber },
        ]}
      />
    </Card>
  );
}

/** "Business Not Found": an id that names no business. */
export function BusinessNotFound({ onBack }: { onBack: () => void }) {
  return (
    <main className={styles.message}>
      <Result
        status="404"
        title="Business Not Found"
        subTitle="The business you are looking for does not exist or has been deleted."
        extra={
          <Button type="primary" onClick={onBack}>
            Back to Dashboard
          </Button>
        }
      />
    </main>
  );
}

function Loaded({ business }: { business: AdminBusinessDto }) {
  const navigate = useNavigate();
  const [campaignId, setCampaignId] = useState<string | null>(null);
  const campaigns = useBusinessList(business.id, 'campaigns');
  const referrers = useBusinessList(business.id, 'referrers');
  const referees = useBusinessList(business.id, 'referees');
  const vouchers = useBusinessList(business.id, 'vouchers');
  const wide = Grid.useBreakpoint().sm ?? false;
  const counts = [
    { label: 'Campaigns', value: campaigns.data?.length },
    { label: 'Referrers', value: referrers.data?.length },
    { label: 'Referees', value: referees.data?.length },
    { label: 'Vouchers', value: vouchers.data?.length },
  ];
  return (
    <div className={admin.page}>
      <AdminHeader
        title={business.businessName}
        actions={<Button onClick={() => navigate(paths.dashboard)}>Back</Button>}
      />
      <main className={`${admin.main} ${admin.stack}`}>
        <div className={styles.facts}>
          <Typography.Text type="secondary" className={styles.email}>
            {business.email}
          </Typography.Text>
          <ActiveStatusTag isActive={business.isActive} />
          <ToneTag tone="purple">{planOf(business.subscriptionTier).name}</ToneTag>
        </div>
        <Row gutter={[12, 12]}>
          {counts.map(({ label, value }) => (
            <Col key={label} xs={12} md={6}>
              <Card size="small">
                <Statistic title={label} value={value ?? '–'} />
              </Card>
            </Col>
          ))}
        </Row>
        <Tabs
          // Five tabs fit a 360 px phone side by side with a narrower gap, none hidden behind a "more" menu.
          tabBarGutter={wide ? undefined : 10}
          size={wide ? 'middle' : 'small'}
          defaultActiveKey="campaigns"
          items={[
            {
              key: 'campaigns',
              label: 'Campaigns',
              children: (
                <ListState query={campaigns} title="Campaigns">
                  {(rows) => <CampaignsTable campaigns={rows} onOpen={setCampaignId} />}
                </ListState>
              ),
            },
            {
              key: 'referrers',
              label: 'Referrers',
              children: (
                <ListState query={referrers} title="Referrers">
                  {(rows) => <ReferrersTable referrers={rows} />}
                </ListState>
              ),
            },
            {
              key: 'referees',
              label: 'Referees',
              children: (
                <ListState query={referees} title="Referees">
                  {(rows) => <RefereesTable referees={rows} />}
                </ListState>
              ),
            },
            {
              key: 'vouchers',
              label: 'Vouchers',
              children: (
                <ListState query={vouchers} title="Vouchers">
                  {(rows) => <VouchersTable vouchers={rows} />}
                </ListState>
              ),
            },
            { key: 'settings', label: 'Settings', children: <BusinessSettings business={business} /> },
          ]}
        />
      </main>
      <CampaignConfigurationDialog campaignId={campaignId} onClose={() => setCampaignId(null)} />
    </div>
  );
}

/** The master-admin view of business `businessId`. */
export function BusinessView({ businessId }: { businessId: string }) {
  const navigate = useNavigate();
  const business = useBusiness(businessId);
  if (business.isPending) return <FullScreenSpinner />;
  if (business.data) return <Loaded business={business.data} />;
  const status = isApiError(business.error) ? business.error.status : 0;
  if (status === 404 || status === 400) return <BusinessNotFound onBack={() => navigate(paths.dashboard)} />;
  return (
    <main className={styles.problem}>
      <Alert
        type="error"
        showIcon
        title="The business could not be loaded"
        description={serverMessageOf(business.error, 'Please check your connection and reload the page.')}
        action={<Button onClick={() => void business.refetch()}>Try again</Button>}
      />
    </main>
  );
}

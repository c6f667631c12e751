import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { serverMessageOf } from '@referrals/ui';
import { useBusinesses } from '../../../lib/businesses/get-businesses.ts';
import * as styles from './businesses.module.css';

/** The Overview tab: how many businesses there are, and how many are active. */
export function OverviewTab() {
  const businesses = useBusinesses();
  if (businesses.isPending) return <Skeleton active />;
  if (!businesses.data) {
    return (
      <Alert
        type="error"
        showIcon
        title="The businesses could not be loaded"
        description={serverMessageOf(businesses.error, 'Please check your connection and reload the page.')}
      />
    );
  }
  return <BusinessesSummaryCard businesses={businesses.data} />;
}

/** The "Businesses" card: the total and "{n} active". */
export function BusinessesSummaryCard({ businesses }: { businesses: readonly { isActive: boolean }[] }) {
  const active = businesses.filter((business) => business.isActive).length;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12} lg={8}>
        <Card>
          <Statistic title="Businesses" value={businesses.length} />
          <div className={styles.summaryActive}>{active} active</div>
        </Card>
      </Col>
    </Row>
  );
}

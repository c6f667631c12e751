import { Button, Card, Flex, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';

/** What a visitor sees instead of a remote that could not be loaded or crashed. */
export function RemoteUnavailableCard({ onRetry }: { onRetry: () => void }) {
  return (
    <main style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card
        style={{ width: '100%', maxWidth: 480 }}
        title={
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20, whiteSpace: 'normal' }}>
            This part of the site could not be loaded
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary">
          Something went wrong while opening this page. Check your connection and try again; the rest of the
          site is still available.
        </Typography.Paragraph>
        <Flex gap={16} align="center" wrap>
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
          <Link to={paths.home}>Go to the home page</Link>
        </Flex>
      </Card>
    </main>
  );
}

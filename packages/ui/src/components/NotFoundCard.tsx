import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

/**
 * The generic not-found screen (SPEC.md §2 "any other path"). The shell shows it for paths no remote owns;
 * a remote shows it for paths under its patterns that it does not know.
 *
 * @param homeLink - the router link home, supplied by the app (this package does not depend on the router)
 */
export function NotFoundCard({ homeLink }: { homeLink: ReactNode }) {
  return (
    <main style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Card
        style={{ width: '100%', maxWidth: 440 }}
        title={
          <Typography.Title level={1} style={{ margin: 0, fontSize: 20 }}>
            404 Page Not Found
          </Typography.Title>
        }
      >
        <Typography.Paragraph type="secondary">
          Did you forget to add the page to the router?
        </Typography.Paragraph>
        {homeLink}
      </Card>
    </main>
  );
}

import { Button, Result } from 'antd';

/** Shown when `/mfe-manifest.json` cannot be loaded: without it the shell knows no page at all. */
export function ManifestErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <main style={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', padding: 16 }}>
      <Result
        status="error"
        title="The site could not be started"
        subTitle="We could not load the list of the site's pages. Check your connection and try again."
        extra={
          <Button type="primary" onClick={onRetry}>
            Retry
          </Button>
        }
      />
    </main>
  );
}

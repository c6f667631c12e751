import { Button, MessageScreen } from '@referrals/ui/light';

/** Shown when `/mfe-manifest.json` cannot be loaded: without it the shell knows no page at all. */
export function ManifestErrorScreen({ onRetry }: { onRetry: () => void }) {
  return (
    <MessageScreen
      title="The site could not be started"
      text="We could not load the list of the site's pages. Check your connection and try again."
      actions={
        <Button variant="primary" onClick={onRetry}>
          Retry
        </Button>
      }
    />
  );
}

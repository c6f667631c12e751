import { Button, MessageScreen } from '@referrals/ui/light';
import { Link } from '@referrals/ui/light-router';
import { paths } from '../../../config/paths.ts';

/** What a visitor sees instead of a remote that could not be loaded or crashed. */
export function RemoteUnavailableCard({ onRetry }: { onRetry: () => void }) {
  return (
    <MessageScreen
      title="This part of the site could not be loaded"
      text="Something went wrong while opening this page. Check your connection and try again; the rest of the site is still available."
      actions={
        <>
          <Button variant="primary" onClick={onRetry}>
            Retry
          </Button>
          <Link to={paths.home}>Go to the home page</Link>
        </>
      }
    />
  );
}

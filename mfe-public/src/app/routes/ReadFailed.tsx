import { Button } from '@referrals/ui/light';
import { SiteMessage } from '../../components/SiteMessage.tsx';

/** A page of the site whose read failed (no answer, or a server error): say so and offer to read again. */
export function ReadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <SiteMessage
      title="Something went wrong"
      text={`${what} could not be loaded. Check your connection and try again.`}
    >
      <p>
        <Button onClick={onRetry}>Try again</Button>
      </p>
    </SiteMessage>
  );
}

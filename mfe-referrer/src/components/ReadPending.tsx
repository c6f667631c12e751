import { Card, Skeleton } from '@referrals/ui/light';
import * as page from './portal.module.css';

/**
 * What a signed-in page shows in place of its read's answer: a note when the read failed (for another reason
 * than the session), a skeleton card while it is awaited.
 */
export function ReadPending({ failed, what, rows }: { failed: boolean; what: string; rows: number }) {
  return failed ? (
    <p role="alert" className={page.notice}>
      {`Your ${what} could not be loaded. Check your connection and reload the page.`}
    </p>
  ) : (
    <Card className={page.card}>
      <Skeleton rows={rows} />
    </Card>
  );
}

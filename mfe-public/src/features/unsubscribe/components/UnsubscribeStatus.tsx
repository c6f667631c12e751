import { useEffect, useRef, type ReactNode } from 'react';
import { Button, isApiError } from '@referrals/ui/light';
import * as page from '../../../components/simple-page.module.css';
import { useUnsubscribe, type UnsubscribeAudience } from '../api/unsubscribe.ts';

/**
 * What `/unsubscribe/{token}` (or `/unsubscribe/owner/{token}`) says, where a browser opening an e-mail's
 * unsubscribe link lands: it turns the e-mails off (once per visit; doing it again changes nothing) and says
 * which e-mails, from which business, are off; or that the link is not valid, or offers a retry when the server could not be reached.
 */
export function UnsubscribeStatus({ token, audience }: { token: string; audience: UnsubscribeAudience }) {
  const unsubscribe = useUnsubscribe(audience);
  const { mutate } = unsubscribe;
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (sentFor.current === token) return;
    sentFor.current = token;
    mutate(token);
  }, [token, mutate]);

  if (unsubscribe.isSuccess) {
    const answer = unsubscribe.data;
    return (
      <Status title="You are unsubscribed">
        {'kind' in answer ? (
          <p className={page.lead} role="status">
            You will no longer get {answer.turnsOff} for {answer.businessName}. You can turn them on again in
            Account Settings; emails about your account and trial still come.
          </p>
        ) : (
          <p className={page.lead} role="status">
            {answer.businessName} will no longer send you {answer.turnsOff}
            {answer.campaignName ? ` (${answer.campaignName})` : ''}. Emails with rewards you earn still come.
          </p>
        )}
      </Status>
    );
  }
  if (unsubscribe.isError) {
    return isApiError(unsubscribe.error) && unsubscribe.error.status === 404 ? (
      <Status title="This link is not valid">
        <p className={page.lead}>Please use the unsubscribe link from your latest email.</p>
      </Status>
    ) : (
      <Status title="Something went wrong">
        <p className={page.lead}>You could not be unsubscribed just now. Please try again.</p>
        <Button variant="primary" size="large" block onClick={() => mutate(token)}>
          Try Again
        </Button>
      </Status>
    );
  }
  return (
    <Status title="Unsubscribing...">
      <p className={page.lead} role="status">
        One moment, please.
      </p>
    </Status>
  );
}

function Status({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <h1 className={page.title}>{title}</h1>
      {children}
    </>
  );
}

import { useEffect, useRef } from 'react';
import type { ReferrerAuthDto } from '@referrals/contracts';
import { useNavigate, useParams } from '@referrals/ui/light-router';
import { Card, ForgotPasswordForm, serverMessageOf } from '@referrals/ui/light';
import { PortalHeader } from '../../components/PortalHeader.tsx';
import * as page from '../../components/portal.module.css';
import { paths } from '../../config/paths.ts';
import { useConsumeLoginLink } from '../../features/auth/api/login-link.ts';
import { rememberSelection, rememberSignIn } from '../../lib/session/referrer-storage.ts';

/** The dashboard's campaign after a link: the latest membership's when active, else any active one. */
function campaignToOpen({ referrer, campaigns }: ReferrerAuthDto) {
  const active = campaigns.filter((campaign) => campaign.isActive);
  return active.find((campaign) => campaign.referrerId === referrer.id) ?? active[0] ?? null;
}

/**
 * `/referrer/login/:token`: the link of a sign-in e-mail. Opening it signs the referrer in (once: the link is
 * used up) and opens the dashboard of their latest active campaign, or the campaign list when none is active;
 * the address bar loses the token. An unknown, used or expired link says so and asks for a new one.
 */
export function LoginLinkRoute() {
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const consume = useConsumeLoginLink({
    onSuccess: (answer) => {
      rememberSignIn(answer);
      const campaign = campaignToOpen(answer);
      if (campaign) rememberSelection(campaign);
      navigate(campaign ? paths.dashboard : paths.campaigns, { replace: true });
    },
  });
  const { mutate } = consume;
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

  return (
    <div className={page.page}>
      <PortalHeader />
      <main className={`${page.main} ${page.narrow}`}>
        <Card className={page.authCard}>
          {consume.error ? (
            <ForgotPasswordForm
              requestPath="/api/referrers/login-link"
              signInPath={paths.login}
              heading="This sign-in link no longer works"
              lead={`${serverMessageOf(consume.error, 'This sign-in link could not be used.')} Enter your email and we will send you a new link.`}
            />
          ) : (
            <>
              <h1 className={`${page.title} ${page.centered}`}>Signing you in</h1>
              <p className={`${page.lead} ${page.centered}`} role="status">
                One moment, please...
              </p>
            </>
          )}
        </Card>
      </main>
    </div>
  );
}

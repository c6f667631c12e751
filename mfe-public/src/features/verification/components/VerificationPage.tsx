import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import { generatePath, Link } from '@referrals/ui/light-router';
import { isHexColor, rewardTermsLine, type VoucherDto } from '@referrals/contracts';
import {
  Button,
  buttonClassName,
  ButtonLink,
  CopyButton,
  formatDate,
  LineIcon,
  LinkField,
  serverMessageOf,
} from '@referrals/ui/light';
import { paths } from '../../../config/paths.ts';
import {
  useResendVerification,
  useVerify,
  verificationFailureOf,
  type Verified,
  type VerifiedPerson,
} from '../api/verify.ts';
import * as styles from './verification.module.css';

/** Props of {@link VerificationPage}: what the e-mailed link says. */
export interface VerificationPageProps {
  token: string;
  as: VerifiedPerson;
}

/**
 * `/verify/{token}[?as=referrer]`: the link of a verification e-mail. It sends the token once; then the
 * person is verified (a friend sees the voucher it issued, with the way to its page; a referrer their link),
 * or was already (nothing new is issued), or the link has expired (a friend can have a new one sent), or it
 * is not a link of ours.
 */
export function VerificationPage({ token, as }: VerificationPageProps) {
  const verification = useVerify();
  const { mutate } = verification;
  // Verifying changes state on the server: one request per link, however often React runs the effect.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    const key = `${as}:${token}`;
    if (sentFor.current === key) return;
    sentFor.current = key;
    mutate({ as, token });
  }, [as, token, mutate]);

  if (verification.isSuccess) return <VerifiedCard verified={verification.data} />;
  if (verification.isError) {
    const failure = verificationFailureOf(verification.error);
    if (failure === 'expired') return <ExpiredCard token={token} as={as} />;
    if (failure === 'invalid') {
      return (
        <Screen
          tone="error"
          title="This link is not valid"
          text={serverMessageOf(
            verification.error,
            'This verification link is not valid. Please use the link from your latest email.',
          )}
        >
          <HomeLink />
        </Screen>
      );
    }
    return (
      <Screen
        tone="error"
        title="Something went wrong"
        text="Your e-mail could not be confirmed just now. Check your connection and try again."
      >
        <Button
          variant="primary"
          size="large"
          block
          className={styles.action}
          onClick={() => mutate({ as, token })}
        >
          Try Again
        </Button>
      </Screen>
    );
  }
  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-busy="true">
        <h1 className={styles.title}>Confirming your e-mail...</h1>
        <p className={styles.text} role="status">
          One moment, please.
        </p>
      </section>
    </main>
  );
}

function VerifiedCard({ verified }: { verified: Verified }) {
  if (verified.as === 'referrer') {
    const { referrer } = verified;
    return (
      <Screen
        tone="success"
        title={referrer.newlyVerified ? 'E-mail confirmed' : 'Already verified'}
        text={
          referrer.newlyVerified
            ? `Thanks, ${referrer.firstName}! Your e-mail is confirmed, so the rewards you earn are yours. Keep sharing your link.`
            : `Your e-mail was already confirmed, ${referrer.firstName}. Keep sharing your link.`
        }
      >
        <LinkField id="verified-referral-link" label="Your referral link" value={referrer.referralLink} />
        <CopyButton
          text={referrer.referralLink}
          className={`${buttonClassName({ variant: 'primary', size: 'large', block: true })} ${styles.action}`}
          label="Copy Link"
        />
      </Screen>
    );
  }
  const { referee } = verified;
  const { voucher } = referee;
  return (
    <Screen
      tone="success"
      title={referee.newlyVerified ? 'Verified!' : 'Already verified'}
      text={
        referee.newlyVerified
          ? voucher
            ? `Thanks, ${referee.firstName}! Your e-mail is confirmed and your voucher is ready. We have e-mailed it to you too.`
            : `Thanks, ${referee.firstName}! Your e-mail is confirmed.`
          : voucher
            ? `Your e-mail was already confirmed, ${referee.firstName}. Here is your voucher again.`
            : `Your e-mail was already confirmed, ${referee.firstName}.`
      }
    >
      {voucher ? (
        <>
          <VoucherSummary voucher={voucher} />
          <ButtonLink
            to={generatePath(paths.voucher, { code: voucher.code })}
            variant="primary"
            size="large"
            block
            className={styles.action}
          >
            View Your Voucher
          </ButtonLink>
        </>
      ) : (
        <HomeLink />
      )}
    </Screen>
  );
}

/** The voucher's essentials; its page has the QR code, the PDF and the sharing. */
function VoucherSummary({ voucher }: { voucher: VoucherDto }) {
  const terms = rewardTermsLine({
    kind: voucher.rewardType,
    value: voucher.value,
    maxDiscount: voucher.maxDiscount,
  });
  const accent = isHexColor(voucher.primaryColor) ? voucher.primaryColor : undefined;
  return (
    <div
      className={styles.voucher}
      style={accent ? ({ '--voucher-color': accent } as CSSProperties) : undefined}
      aria-label="Your voucher"
      role="group"
    >
      <p className={styles.voucherBusiness}>{voucher.businessName}</p>
      <p className={styles.voucherReward}>{voucher.rewardDescription}</p>
      {terms && <p className={styles.voucherTerms}>{terms}</p>}
      <p className={styles.voucherTerms}>Valid until {formatDate(voucher.expiryDate)}</p>
      <p className={styles.voucherCode}>
        Voucher code
        <strong>{voucher.code}</strong>
      </p>
    </div>
  );
}

/** An expired link: a friend can have a new one sent (throttled); a referrer's link keeps working meanwhile. */
function ExpiredCard({ token, as }: { token: string; as: VerifiedPerson }) {
  const resend = useResendVerification();
  if (as === 'referrer') {
    return (
      <Screen
        tone="warning"
        title="This link has expired"
        text="Your referral link keeps working. To confirm your e-mail, ask the business that runs the programme for a new link."
      >
        <HomeLink />
      </Screen>
    );
  }
  return (
    <Screen
      tone="warning"
      title="This link has expired"
      text="Verification links are valid for 48 hours. We can send you a new one."
    >
      {resend.isSuccess ? (
        <p className={styles.status} role="status">
          {resend.data.alreadyVerified
            ? 'Your e-mail is already confirmed: look for your voucher in your inbox.'
            : `A new link is on its way to ${resend.data.email}. It is valid for 48 hours.`}
        </p>
      ) : (
        <>
          <Button
            variant="primary"
            size="large"
            block
            className={styles.action}
            loading={resend.isPending}
            onClick={() => resend.mutate(token)}
          >
            {resend.isPending ? 'Sending...' : 'Send Me a New Link'}
          </Button>
          {resend.isError && (
            <p className={`${styles.status} ${styles.failure}`} role="alert">
              {serverMessageOf(resend.error, 'A new link could not be sent just now. Please try again.')}
            </p>
          )}
        </>
      )}
    </Screen>
  );
}

const TONE_ICONS = {
  success: <path d="M5 12.5l4.5 4.5L19 7" />,
  warning: <path d="M12 7v6M12 17v.5" />,
  error: <path d="M7 7l10 10M17 7L7 17" />,
} as const;

/** The page's one card: an icon of its tone, the heading, the text and what the person can do. */
function Screen({
  tone,
  title,
  text,
  children,
}: {
  tone: keyof typeof TONE_ICONS;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <main className={styles.screen}>
      <section className={styles.card} aria-labelledby="verification-title">
        <span className={`${styles.icon} ${styles[tone]}`}>
          <LineIcon size={28} strokeWidth={2.5}>
            {TONE_ICONS[tone]}
          </LineIcon>
        </span>
        <h1 id="verification-title" className={styles.title}>
          {title}
        </h1>
        <p className={styles.text}>{text}</p>
        <div className={styles.actions}>{children}</div>
      </section>
    </main>
  );
}

function HomeLink() {
  return (
    <Link to={paths.landing} className={styles.homeLink}>
      Go to the home page
    </Link>
  );
}

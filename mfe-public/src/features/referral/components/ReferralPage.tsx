import { lazy, Suspense, useState } from 'react';
import { generatePath, Link, Navigate } from '@referrals/ui/light-router';
import type { PublicBusiness, PublicCampaignDto, ReferrerBannerDto } from '@referrals/contracts';
import { FullScreenSpinner, isApiError, MessageScreen, Skeleton } from '@referrals/ui/light';
import { BusinessPlace } from '../../../components/BusinessPlace.tsx';
import { paths } from '../../../config/paths.ts';
import { usePublicBusiness, usePublicCampaign } from '../api/public-campaign.ts';
import { useReferrerBanner } from '../api/referrer-banner.ts';
import type { Registered, Registration } from '../api/register.ts';
import { brandStyle } from '../lib/brand.ts';
import { contentBoxesOf } from '../lib/content.ts';
import { rewardLinesOf } from '../lib/rewards.ts';
import { BrandHeader } from './BrandHeader.tsx';
import { ContentBoxes } from './ContentBoxes.tsx';
import { ReferralForm, type FormValues } from './ReferralForm.tsx';
import { ReferredBanner } from './ReferredBanner.tsx';
import { RewardsSection } from './RewardsSection.tsx';
import * as styles from './referral.module.css';

// What only some visits show is fetched when shown, so that the page's first load on a phone stays within its
// budget (e2e/web/budgets.ts): the success screens (fetched while the registration is sent) and the chooser
// of a business with several campaigns.
const loadReferrerSuccess = () => import('./ReferrerSuccess.tsx');
const loadRefereeSuccess = () => import('./RefereeSuccess.tsx');
const ReferrerSuccess = lazy(() =>
  loadReferrerSuccess().then((module) => ({ default: module.ReferrerSuccess })),
);
const RefereeSuccess = lazy(() =>
  loadRefereeSuccess().then((module) => ({ default: module.RefereeSuccess })),
);
const CampaignChooser = lazy(() =>
  import('./CampaignChooser.tsx').then((module) => ({ default: module.CampaignChooser })),
);

const isNotFound = (error: unknown) => isApiError(error) && error.status === 404;
/** The read's 409: an administrator paused the business; its message says so, in the business's name. */
const pausedMessage = (error: unknown) =>
  isApiError(error) && error.status === 409 ? (error.serverMessage ?? null) : null;

/** Props of {@link ReferralPage}: what the address says. */
export interface ReferralPageProps {
  businessSlug: string;
  /** The code of a referrer's personal link, when the visitor followed one. */
  referralCode?: string;
  /** `?campaign={id}`: the campaign to join, of a business with several. */
  chosenCampaignId: string | null;
}

/**
 * The public referral page (`/refer/{businessSlug}[/{referralCode}]`, docs/product-rules.md §2): the
 * campaign in its branding, its content boxes, the sign-up form and its rewards. Without a code a visitor
 * joins as a referrer (choosing the campaign first when the business runs several); with a referrer's code
 * a friend signs up as a referee of that code's campaign, under "You were referred by {first name}". Where and
 * when to find the business follows the rewards. A business an administrator paused says its programme is
 * paused; an unknown business, or one without an active campaign, is "Business Not Found".
 */
export function ReferralPage({ businessSlug, referralCode, chosenCampaignId }: ReferralPageProps) {
  const banner = useReferrerBanner(referralCode);
  const answered = usePublicCampaign(businessSlug, chosenCampaignId);
  const business = usePublicBusiness(businessSlug);
  // The code's campaign is shown whichever the address names; fetched only when it is not the one answered.
  const codeCampaignId = banner.data?.campaignId ?? null;
  const needsCodeCampaign =
    codeCampaignId !== null && answered.data !== undefined && answered.data.id !== codeCampaignId;
  const codeCampaign = usePublicCampaign(businessSlug, codeCampaignId, needsCodeCampaign);

  const retry = () => {
    void answered.refetch();
    if (referralCode) void banner.refetch();
  };

  if (
    answered.isPending ||
    (referralCode !== undefined && banner.isPending) ||
    (needsCodeCampaign && codeCampaign.isPending)
  ) {
    return <FullScreenSpinner />;
  }
  if (answered.isError) {
    const paused = pausedMessage(answered.error);
    if (paused) return <ProgrammePaused text={paused} />;
    if (!isNotFound(answered.error)) return <LoadFailed onRetry={retry} retrying={answered.isFetching} />;
    // A campaign that ended since its address was shared: the business's current one, if any, instead.
    if (chosenCampaignId !== null) {
      const to = referralCode
        ? generatePath(paths.referralWithCode, { businessSlug, referralCode })
        : generatePath(paths.referral, { businessSlug });
      return <Navigate to={to} replace />;
    }
    return <BusinessNotFound />;
  }
  if (banner.isError && !isNotFound(banner.error)) {
    return <LoadFailed onRetry={retry} retrying={banner.isFetching} />;
  }

  const campaign = (needsCodeCampaign && codeCampaign.data) || answered.data;
  const referrer = banner.data && banner.data.campaignId === campaign.id ? banner.data : null;
  return (
    <CampaignPage
      // A different campaign is a different page: its form and success screens start afresh.
      key={campaign.id}
      campaign={campaign}
      businessType={business.data?.businessType}
      place={business.data?.place}
      referrer={referrer}
      referralCode={referrer ? referralCode : undefined}
      invalidCode={referralCode !== undefined && referrer === null}
      choosing={referrer === null && chosenCampaignId === null && campaign.activeCampaigns.length > 1}
    />
  );
}

/** Props of {@link CampaignPage}. */
interface CampaignPageProps {
  campaign: PublicCampaignDto;
  businessType: string | undefined;
  /** Where and when to find the business: shown when the business's profile has arrived. */
  place: PublicBusiness['place'] | undefined;
  /** Who shared the link, when its code belongs to this campaign. */
  referrer: ReferrerBannerDto | null;
  /** Set only with `referrer`: the form registers a referee with it. */
  referralCode: string | undefined;
  /** The address had a code that matches no referrer of an active campaign here. */
  invalidCode: boolean;
  /** Several active campaigns and none chosen yet: the chooser instead of the form. */
  choosing: boolean;
}

function CampaignPage({
  campaign,
  businessType,
  place,
  referrer,
  referralCode,
  invalidCode,
  choosing,
}: CampaignPageProps) {
  const [registered, setRegistered] = useState<Registered | null>(null);
  const [sent, setSent] = useState<{ registration: Registration; typed: FormValues } | null>(null);
  // A friend starting over with the right e-mail finds the rest of what they typed.
  const [draft, setDraft] = useState<FormValues | undefined>(undefined);
  const forReferee = referrer !== null;
  const inviteeRewardName = (campaign.inviteeRewardEnabled && campaign.inviteeRewardName) || null;

  if (choosing) {
    return (
      <div className={styles.page} style={brandStyle(campaign)}>
        <BrandHeader
          businessName={campaign.businessName}
          businessType={businessType}
          headerImage={campaign.headerImage}
          logoImage={campaign.logoImage}
        />
        <main className={styles.main}>
          {invalidCode && <InvalidCodeNotice businessName={campaign.businessName} />}
          <Suspense fallback={<Skeleton />}>
            <CampaignChooser slug={campaign.businessSlug} campaigns={campaign.activeCampaigns} />
          </Suspense>
        </main>
      </div>
    );
  }

  const boxes = contentBoxesOf(campaign, forReferee);
  const boxesArea = boxes.length > 0 && (
    <div className={styles.boxesArea}>
      <ContentBoxes boxes={boxes} />
    </div>
  );
  const formArea = (
    <div className={styles.formArea}>
      <section className={styles.card} aria-labelledby={registered ? undefined : 'join-title'}>
        {registered ? (
          <Suspense fallback={<Skeleton />}>
            {registered.as === 'referrer' ? (
              <ReferrerSuccess
                referrer={registered.referrer}
                businessName={campaign.businessName}
                inviteeRewardName={inviteeRewardName}
                onRegisterAnother={() => setRegistered(null)}
              />
            ) : (
              <RefereeSuccess
                referee={registered.referee}
                sent={sent?.registration ?? null}
                businessName={campaign.businessName}
                withVoucher={inviteeRewardName !== null}
                onWrongAddress={() => {
                  if (sent) setDraft({ ...sent.typed, email: '' });
                  setRegistered(null);
                }}
              />
            )}
          </Suspense>
        ) : (
          <>
            <h2 id="join-title" className={styles.formTitle}>
              {forReferee ? 'Claim your welcome reward' : 'Join and get your link'}
            </h2>
            {!forReferee && (
              <p className={styles.formLead}>
                Sign up in a minute and get a personal link to share with friends.
              </p>
            )}
            <ReferralForm
              campaignId={campaign.id}
              businessName={campaign.businessName}
              referralCode={referralCode}
              friendFields={campaign.friendFields}
              initialValues={draft}
              autoFocus={draft ? 'email' : undefined}
              submitLabel={
                forReferee
                  ? inviteeRewardName
                    ? 'Sign Up & Get My Reward'
                    : 'Sign Up'
                  : 'Get My Referral Link'
              }
              onSending={() => {
                // Only a head start: a failed fetch is retried when the screen renders.
                (forReferee ? loadRefereeSuccess() : loadReferrerSuccess()).catch(() => undefined);
              }}
              onRegistered={(answer, registration, typed) => {
                setRegistered(answer);
                setSent({ registration, typed });
              }}
            />
            {/* Said where the friend acts, below the button: above it, it would push the form off a phone's first screen. */}
            {forReferee && (
              <p className={styles.formNote}>
                {inviteeRewardName
                  ? 'We will e-mail you a link to confirm your address and get your voucher.'
                  : 'We will e-mail you a link to confirm your address.'}
              </p>
            )}
          </>
        )}
      </section>
    </div>
  );
  return (
    <div className={styles.page} style={brandStyle(campaign)}>
      <BrandHeader
        businessName={campaign.businessName}
        businessType={businessType}
        campaignName={campaign.name}
        headerImage={campaign.headerImage}
        logoImage={campaign.logoImage}
        slimOnPhone={forReferee}
      />
      <main className={styles.main}>
        <div className={styles.layout}>
          {(referrer || invalidCode) && (
            <div className={styles.bannerArea}>
              {referrer ? (
                <ReferredBanner firstName={referrer.firstName} rewardName={inviteeRewardName} />
              ) : (
                <InvalidCodeNotice businessName={campaign.businessName} />
              )}
            </div>
          )}
          {/* A friend came to sign up: on a phone the form comes first, the boxes after it. */}
          {forReferee ? formArea : boxesArea}
          {forReferee ? boxesArea : formArea}
          <div className={styles.rewardsArea}>
            <RewardsSection lines={rewardLinesOf(campaign, forReferee)} />
            {place && <BusinessPlace businessName={campaign.businessName} place={place} />}
          </div>
        </div>
      </main>
    </div>
  );
}

/** The link's code matches nobody here (mistyped, or its campaign has ended): joining is still open. */
function InvalidCodeNotice({ businessName }: { businessName: string }) {
  return (
    <p className={styles.notice} role="status">
      This referral link is not valid any more. You can still join {businessName}&apos;s referral programme
      below.
    </p>
  );
}

/** docs/product-rules.md §8: an unknown or inactive business, or one without an active campaign. */
function BusinessNotFound() {
  return (
    <MessageScreen
      title="Business Not Found"
      text="There is no active referral programme at this address. Check the link you were given, or ask the business for a new one."
      actions={<Link to={paths.landing}>Go to the home page</Link>}
    />
  );
}

/** docs/product-rules.md §8: an administrator paused the business; the server's text names it. */
function ProgrammePaused({ text }: { text: string }) {
  return (
    <MessageScreen
      title="Referral programme paused"
      text={text}
      actions={<Link to={paths.landing}>Go to the home page</Link>}
    />
  );
}

/** The server could not be reached or failed: nothing is known to be missing, so the visitor can retry. */
function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <MessageScreen
      title="Something went wrong"
      text="This page could not be loaded. Check your connection and try again."
      actions={
        <button type="button" className={styles.submit} aria-busy={retrying || undefined} onClick={onRetry}>
          Try again
        </button>
      }
    />
  );
}

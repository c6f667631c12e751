import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Col, Row, Select, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import type { CampaignDto } from '@referrals/contracts';
import { forgetOwnerSession, FullScreenSpinner, serverMessageOf, useToast } from '@referrals/ui';
import { campaignPath, campaignSignUpPath, paths } from '../../config/paths.ts';
import { useProfile } from '../../lib/account/get-profile.ts';
import { AccountSettingsDialog } from '../../features/account/components/AccountSettingsDialog.tsx';
import { analyticsQueryRoot } from '../../features/analytics/api/get-campaign-stats.ts';
import { ReferralPerformanceCard } from '../../features/analytics/components/ReferralPerformanceCard.tsx';
import { StatisticsCards } from '../../features/analytics/components/StatisticsCards.tsx';
import { BillingDialog } from '../../features/billing/components/BillingDialog.tsx';
import { useBusinesses } from '../../lib/account/get-businesses.ts';
import { BusinessSelector } from '../../features/businesses/components/BusinessSelector.tsx';
import { useCampaigns } from '../../features/campaigns/api/get-campaigns.ts';
import { AccountMenu } from '../../features/dashboard/components/AccountMenu.tsx';
import { CampaignCards } from '../../features/dashboard/components/CampaignCards.tsx';
import { CounterPosterButton } from '../../features/campaign-detail/components/CounterPosterButton.tsx';
import { rewardSentence } from '../../features/campaign-detail/lib/rewards.ts';
import { LaunchPanel } from '../../features/launch/components/LaunchPanel.tsx';
import { launchedCampaignIdOf } from '../../features/launch/lib/launched.ts';
import { OwnerHeader } from '../../components/OwnerHeader.tsx';
import { NoCampaigns } from '../../features/dashboard/components/NoCampaigns.tsx';
import { planUsageQueryRoot } from '../../lib/plans/get-plan-usage.ts';
import { PlanUsageNotice } from '../../features/dashboard/components/PlanUsageNotice.tsx';
import { ExportDialog } from '../../features/export/components/ExportDialog.tsx';
import { campaignReferrersQueryOptions } from '../../features/referrers/api/get-campaign-referrers.ts';
import { TopReferrersCard } from '../../features/referrers/components/TopReferrersCard.tsx';
import { reviewQueryRoot } from '../../features/referees/api/review.ts';
import { ReviewCountNotice } from '../../features/referees/components/ReviewCountNotice.tsx';
import { REFERRERS_ANCHOR_ID } from '../../features/referrers/lib/referrers.ts';
import { useLogout } from '../../features/session/api/logout.ts';
import { useSignedInOwner } from '../../features/session/hooks/use-signed-in-owner.ts';
import * as page from '../../components/page.module.css';
import * as dashboard from '../../features/dashboard/components/dashboard.module.css';

type Dialog = 'account-settings' | 'billing' | 'export' | null;

/**
 * Refreshes the panel's figures, chart, top referrers, the plan's usage and the count of referrals to review
 * when the polled campaign list (docs/product-rules.md §9: every 2 s) shows that the campaign's statistics
 * moved, so the panel follows referrals as they happen without polling five more calls.
 */
function useRefreshOnStatisticsChange(campaign: CampaignDto): void {
  const queryClient = useQueryClient();
  const figures = [
    campaign.totalReferrals,
    campaign.activeReferrers,
    campaign.newReferrersThisMonth,
    campaign.conversionRate,
    campaign.totalVouchers,
    campaign.redeemedVouchers,
  ].join('/');
  const shown = useRef(figures);
  useEffect(() => {
    if (shown.current === figures) return;
    shown.current = figures;
    void queryClient.invalidateQueries({ queryKey: [...analyticsQueryRoot] });
    void queryClient.invalidateQueries({ queryKey: [...planUsageQueryRoot] });
    void queryClient.invalidateQueries({ queryKey: [...reviewQueryRoot] });
    void queryClient.invalidateQueries({ queryKey: campaignReferrersQueryOptions(campaign.id).queryKey });
  }, [figures, campaign.id, queryClient]);
}

/**
 * The statistics panel of one campaign (docs/product-rules.md §2 "Campaign statistics panel"): the first by
 * default, any other the owner chooses when there are several.
 */
function StatisticsPanel({
  campaign,
  campaigns,
  onChooseCampaign,
  onViewAllReferrers,
}: {
  campaign: CampaignDto;
  campaigns: readonly CampaignDto[];
  onChooseCampaign: (id: string) => void;
  onViewAllReferrers: () => void;
}) {
  useRefreshOnStatisticsChange(campaign);
  return (
    <section aria-labelledby="campaign-statistics" className={dashboard.statistics}>
      <div className={dashboard.sectionHead}>
        <div className={dashboard.titleText}>
          <h2 id="campaign-statistics" className={dashboard.sectionTitle}>
            Campaign Statistics
          </h2>
          {campaigns.length === 1 && <Typography.Text type="secondary">{campaign.name}</Typography.Text>}
        </div>
        {campaigns.length > 1 && (
          <Select
            aria-label="Campaign shown"
            value={campaign.id}
            onChange={onChooseCampaign}
            options={campaigns.map(({ id, name }) => ({ value: id, label: name }))}
            className={dashboard.campaignPicker}
          />
        )}
      </div>
      <StatisticsCards campaignId={campaign.id} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={16}>
          <ReferralPerformanceCard campaignId={campaign.id} />
        </Col>
        <Col xs={24} lg={8}>
          <TopReferrersCard campaignId={campaign.id} onViewAll={onViewAllReferrers} />
        </Col>
      </Row>
    </section>
  );
}

/** `/dashboard`: the business owner's home (docs/product-rules.md §2). */
export function DashboardRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const currentUser = useSignedInOwner();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The campaign the wizard has just launched, if any: its panel shows until dismissed, its statistics first.
  const launchedId = launchedCampaignIdOf(location.state);
  const [chosenCampaignId, setChosenCampaignId] = useState<string | null>(launchedId);
  // The session's current business (docs/product-rules.md §4: the selection defaults to the signed-in business).
  const userId = currentUser.data?.user.id;
  const businesses = useBusinesses(userId);
  const campaigns = useCampaigns(userId);
  // Kept warm (refreshed every 60 s) so that the Account Settings and Billing dialogs open filled in.
  useProfile(userId);

  const logout = useLogout({
    onSuccess: () => {
      forgetOwnerSession();
      toast({ title: 'Logged out successfully', description: 'You have been logged out of your account.' });
      navigate(paths.login);
      queryClient.clear();
    },
    onError: (error) => {
      toast({
        title: 'Logout failed',
        description: serverMessageOf(error, 'Failed to log out'),
        variant: 'destructive',
      });
    },
  });

  if (!currentUser.isSuccess || campaigns.isPending) return <FullScreenSpinner />;
  const { user } = currentUser.data;
  const selectableBusinesses = (businesses.data?.length ?? 0) > 1 ? businesses.data : undefined;
  const closeDialog = () => setDialog(null);
  const createCampaign = () => navigate(paths.campaignWizard);
  // The chosen campaign while it exists (it may be deleted elsewhere), the first one otherwise.
  const shownCampaign =
    campaigns.data?.find((campaign) => campaign.id === chosenCampaignId) ?? campaigns.data?.[0];
  const launched = campaigns.data?.find((campaign) => campaign.id === launchedId && campaign.isActive);
  const launchedSignUpUrl =
    launched && `${window.location.origin}${campaignSignUpPath(launched.businessSlug, launched.id)}`;

  return (
    <div className={page.page}>
      <OwnerHeader
        businessSelector={
          selectableBusinesses &&
          (({ block }) => (
            <BusinessSelector currentId={user.id} businesses={selectableBusinesses} block={block} />
          ))
        }
        accountMenu={
          <AccountMenu
            businessName={user.businessName}
            onAccountSettings={() => setDialog('account-settings')}
            onBilling={() => setDialog('billing')}
            onLogout={() => logout.mutate()}
            isLoggingOut={logout.isPending}
          />
        }
      />
      <main className={`${page.main} ${dashboard.main}`}>
        <div className={dashboard.titleRow}>
          <div className={dashboard.titleText}>
            <h1 className={`${page.title} ${page.titleLarge}`}>Dashboard</h1>
            <p className={`${page.intro} ${page.introLarge}`}>Welcome back, {user.businessName}</p>
          </div>
          <div className={dashboard.actions}>
            <Button size="large" disabled={!userId} onClick={() => setDialog('export')}>
              Export Report
            </Button>
            <Button size="large" type="primary" onClick={createCampaign}>
              New Campaign
            </Button>
          </div>
        </div>

        {launched && launchedSignUpUrl && (
          <LaunchPanel
            campaign={launched}
            signUpUrl={launchedSignUpUrl}
            offer={rewardSentence(launched)}
            poster={<CounterPosterButton campaign={launched} signUpUrl={launchedSignUpUrl} />}
            onDismiss={() => navigate(paths.dashboard, { replace: true, state: null })}
          />
        )}
        <PlanUsageNotice userId={user.id} onOpenBilling={() => setDialog('billing')} />
        {campaigns.data && <ReviewCountNotice campaigns={campaigns.data} />}
        {!campaigns.data ? (
          <Alert
            type="error"
            showIcon
            title="Your campaigns could not be loaded"
            description={serverMessageOf(campaigns.error, 'Please check your connection; we keep trying.')}
          />
        ) : !shownCampaign ? (
          <NoCampaigns onCreate={createCampaign} />
        ) : (
          <>
            <StatisticsPanel
              key={shownCampaign.id}
              campaign={shownCampaign}
              campaigns={campaigns.data}
              onChooseCampaign={setChosenCampaignId}
              onViewAllReferrers={() => navigate(`${campaignPath(shownCampaign.id)}#${REFERRERS_ANCHOR_ID}`)}
            />
            <CampaignCards
              campaigns={campaigns.data}
              onAddCampaign={createCampaign}
              onViewCampaign={(id) => navigate(campaignPath(id))}
            />
          </>
        )}
      </main>
      <AccountSettingsDialog open={dialog === 'account-settings'} userId={user.id} onClose={closeDialog} />
      <BillingDialog
        open={dialog === 'billing'}
        userId={user.id}
        activeCampaigns={campaigns.data?.filter((campaign) => campaign.isActive).length}
        onClose={closeDialog}
      />
      <ExportDialog open={dialog === 'export'} userId={user.id} onClose={closeDialog} />
    </div>
  );
}

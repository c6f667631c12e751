import { useNavigate } from '@referrals/ui/light-router';
import type { ReferrerCampaignDto } from '@referrals/contracts';
import { Button, ButtonLink, Card, Skeleton, showToast, stripHtml, Tag } from '@referrals/ui/light';
import * as page from '../../../components/portal.module.css';
import { paths } from '../../../config/paths.ts';
import { rememberSelection } from '../../../lib/session/referrer-storage.ts';
import * as styles from './campaigns.module.css';

const DEFAULT_DESCRIPTION = 'Join this referral campaign and start earning rewards!';

/** Props of {@link CampaignList}. */
export interface CampaignListProps {
  /** Null until the person is known. */
  firstName: string | null;
  /** Null while the first answer is awaited (nothing stored). */
  campaigns: ReferrerCampaignDto[] | null;
  /** The refresh failed for another reason than the session: the stored list stays, with a note. */
  loadFailed: boolean;
}

/** The greeting, then a card per campaign with "Access Dashboard" (active campaigns only). */
export function CampaignList({ firstName, campaigns, loadFailed }: CampaignListProps) {
  const navigate = useNavigate();
  const choose = (campaign: ReferrerCampaignDto) => {
    rememberSelection(campaign);
    showToast({ title: 'Campaign Selected', description: `Welcome to ${campaign.businessName}!` });
    navigate(paths.dashboard);
  };

  return (
    <>
      <h1 className={page.title}>{firstName ? `Welcome back, ${firstName}!` : 'Welcome back!'}</h1>
      <p className={page.lead}>Choose a campaign to see your referral link, progress and rewards.</p>
      {loadFailed && (
        <p role="alert" className={page.notice}>
          Your campaigns could not be refreshed. Check your connection and reload the page.
        </p>
      )}
      {campaigns === null ? (
        !loadFailed && (
          <Card className={page.card}>
            <Skeleton rows={4} />
          </Card>
        )
      ) : campaigns.length === 0 ? (
        <Card className={`${page.card} ${styles.empty}`}>
          <p className={styles.emptyText}>No campaigns found for your account.</p>
          <ButtonLink to={paths.home} variant="primary" size="large">
            Find Campaigns to Join
          </ButtonLink>
        </Card>
      ) : (
        <ul className={page.cards}>
          {campaigns.map((campaign) => (
            <li key={campaign.referrerId}>
              <Card className={page.card}>
                <div className={styles.cardHead}>
                  <h2 className={styles.business}>{campaign.businessName}</h2>
                  <Tag tone={campaign.isActive ? 'success' : 'neutral'}>
                    {campaign.isActive ? 'Active' : 'Inactive'}
                  </Tag>
                </div>
                <p id={`campaign-${campaign.referrerId}`} className={styles.campaignName}>
                  {campaign.campaignName}
                </p>
                <p className={styles.description}>
                  {stripHtml(campaign.description ?? '') || DEFAULT_DESCRIPTION}
                </p>
                <Button
                  variant="primary"
                  size="large"
                  block
                  disabled={!campaign.isActive}
                  onClick={() => choose(campaign)}
                  aria-describedby={`campaign-${campaign.referrerId}`}
                >
                  Access Dashboard
                </Button>
                {!campaign.isActive && (
                  <p className={styles.inactiveNote}>This campaign is paused by the business.</p>
                )}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

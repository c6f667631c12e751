import { generatePath, Link } from '@referrals/ui/light-router';
import type { ActiveCampaignSummary } from '@referrals/contracts';
import { paths } from '../../../config/paths.ts';
import * as styles from './referral.module.css';

/**
 * A business with several active campaigns: the visitor picks the one to join. Each choice is the
 * campaign's own sign-up address (`?campaign={id}`), the one its detail page shows the owner.
 */
export function CampaignChooser({ slug, campaigns }: { slug: string; campaigns: ActiveCampaignSummary[] }) {
  return (
    <section className={styles.chooser} aria-labelledby="chooser-title">
      <h2 id="chooser-title" className={styles.sectionTitle}>
        Choose a referral programme to join
      </h2>
      <ul className={styles.chooserList}>
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <Link
              className={styles.chooserLink}
              to={`${generatePath(paths.referral, { businessSlug: slug })}?campaign=${encodeURIComponent(campaign.id)}`}
            >
              <span className={styles.chooserName}>{campaign.name}</span>
              {campaign.description && (
                <span className={styles.chooserDescription}>{campaign.description}</span>
              )}
              <span className={styles.chooserCta} aria-hidden="true">
                Join this programme →
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

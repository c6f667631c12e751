import { Button } from 'antd';
import type { CampaignDto } from '@referrals/contracts';
import { CampaignCard } from './CampaignCard.tsx';
import * as styles from './dashboard.module.css';

interface CampaignCardsProps {
  campaigns: readonly CampaignDto[];
  onAddCampaign: () => void;
  onViewCampaign: (id: string) => void;
}

/** "Your Campaigns" (docs/product-rules.md §2): Add New Campaign and a card per campaign, in a grid that stacks on phones. */
export function CampaignCards({ campaigns, onAddCampaign, onViewCampaign }: CampaignCardsProps) {
  return (
    <section aria-labelledby="your-campaigns">
      <div className={`${styles.sectionHead} ${styles.campaignsHead}`}>
        <h2 id="your-campaigns" className={styles.sectionTitle}>
          Your Campaigns
        </h2>
        <Button onClick={onAddCampaign}>Add New Campaign</Button>
      </div>
      <ul className={styles.cards}>
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} onViewDetails={() => onViewCampaign(campaign.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

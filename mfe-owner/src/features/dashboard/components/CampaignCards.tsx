import { Button, Typography } from 'antd';
import type { CampaignDto } from '@referrals/contracts';
import { CampaignCard } from './CampaignCard.tsx';

interface CampaignCardsProps {
  campaigns: readonly CampaignDto[];
  onAddCampaign: () => void;
  onViewCampaign: (id: string) => void;
}

/** "Your Campaigns" (docs/product-rules.md §2): Add New Campaign and a card per campaign, in a grid that stacks on phones. */
export function CampaignCards({ campaigns, onAddCampaign, onViewCampaign }: CampaignCardsProps) {
  return (
    <section aria-labelledby="your-campaigns">
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 12,
          flexWrap: 'wrap',
          marginBottom: 12,
        }}
      >
        <Typography.Title level={2} id="your-campaigns" style={{ fontSize: 20, margin: 0 }}>
          Your Campaigns
        </Typography.Title>
        <Button onClick={onAddCampaign}>Add New Campaign</Button>
      </div>
      <ul
        style={{
          listStyle: 'none',
          margin: 0,
          padding: 0,
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
          gap: 16,
        }}
      >
        {campaigns.map((campaign) => (
          <li key={campaign.id}>
            <CampaignCard campaign={campaign} onViewDetails={() => onViewCampaign(campaign.id)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

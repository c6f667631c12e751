import type { ReactNode } from 'react';
import { isApiError } from '@referrals/ui';
import { CampaignNotFound } from '../../features/campaign-detail/components/CampaignNotFound.tsx';
import { CampaignUnavailable } from '../../features/campaign-detail/components/CampaignUnavailable.tsx';
import * as page from '../../components/page.module.css';

/**
 * A campaign page whose campaign did not load. Missing or another business's (404), or not a campaign id
 * (400): docs/product-rules.md §2 "Campaign Not Found". Anything else (no answer, server error): trying again
 * may help.
 */
export function CampaignNotLoaded({
  header,
  error,
  onBack,
  onRetry,
  retrying,
}: {
  header: ReactNode;
  error: unknown;
  onBack: () => void;
  onRetry: () => void;
  retrying: boolean;
}) {
  const missing = isApiError(error) && [400, 404].includes(error.status);
  return (
    <div className={page.page}>
      {header}
      {missing ? (
        <CampaignNotFound onBack={onBack} />
      ) : (
        <CampaignUnavailable onRetry={onRetry} retrying={retrying} />
      )}
    </div>
  );
}

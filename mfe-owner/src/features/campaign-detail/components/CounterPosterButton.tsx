import { useState } from 'react';
import { Button } from 'antd';
import type { CampaignDto } from '@referrals/contracts';
import { useToast } from '@referrals/ui';

/**
 * "Counter poster": builds the campaign's A4 poster and downloads it. The PDF code (jsPDF, the QR encoder,
 * the font) is a chunk of its own, fetched on the first click.
 *
 * @param signUpUrl - the campaign's sign-up page, absolute: the poster's QR code opens it
 */
export function CounterPosterButton({ campaign, signUpUrl }: { campaign: CampaignDto; signUpUrl: string }) {
  const { toast } = useToast();
  const [building, setBuilding] = useState(false);
  const download = async () => {
    setBuilding(true);
    try {
      const { downloadCounterPoster } = await import('../poster/counter-poster.ts');
      await downloadCounterPoster(campaign, signUpUrl);
    } catch {
      toast({
        title: 'Poster not ready',
        description: 'The poster could not be made. Check your connection and try again.',
        variant: 'destructive',
      });
    } finally {
      setBuilding(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={building}>
      Counter poster
    </Button>
  );
}

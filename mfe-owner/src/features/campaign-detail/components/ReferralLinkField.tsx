import { Button, Input, Space } from 'antd';
import { useToast } from '@referrals/ui';

/**
 * The campaign's public referral link with Copy (toast "Copied!", docs/product-rules.md §8) and open-in-new-tab. The field
 * is read-only so that a phone user can still select the text by hand.
 */
export function ReferralLinkField({ url }: { url: string }) {
  const { toast } = useToast();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Copied!', description: 'URL copied to clipboard' });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Your browser blocked the clipboard: select the link and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input readOnly value={url} aria-label="Referral link" onFocus={(event) => event.target.select()} />
      <Button onClick={() => void copy()}>Copy</Button>
      <Button
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Open referral page in a new tab"
      >
        Open
      </Button>
    </Space.Compact>
  );
}

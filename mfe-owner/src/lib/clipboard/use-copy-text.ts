import { useToast } from '@referrals/ui';

/**
 * Copies text to the clipboard and says so ("Copied!" and what was copied, docs/product-rules.md §8), or says
 * how to copy by hand when the browser refuses.
 */
export function useCopyText(): (text: string, what: string) => Promise<void> {
  const { toast } = useToast();
  return async (text, what) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Copied!', description: `${what} copied to clipboard` });
    } catch {
      toast({
        title: 'Copy failed',
        description: 'Your browser blocked the clipboard: select the text and copy it by hand.',
        variant: 'destructive',
      });
    }
  };
}

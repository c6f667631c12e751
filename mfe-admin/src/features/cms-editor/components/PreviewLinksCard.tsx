import { useState } from 'react';
import { Alert, Button, Card, Input, Skeleton } from 'antd';
import { formatMoment, PREVIEW_LINK_DAYS } from '@referrals/contracts';
import { serverMessageOf, useToast } from '@referrals/ui';
import type { CmsItemKind } from '../../../lib/cms/cms-api.ts';
import { useCreatePreviewLink, usePreviewLinks, useRevokePreviewLink } from '../api/items.ts';
import * as styles from './editor.module.css';

/**
 * Share preview link: a link to the draft for someone without an admin account, working 7 days unless revoked.
 * Its address is shown once, when it is made (the server keeps only a hash); the list shows each link's expiry
 * with Revoke.
 */
export function PreviewLinksCard({ kind, itemId }: { kind: CmsItemKind; itemId: string }) {
  const { toast } = useToast();
  const links = usePreviewLinks(kind, itemId);
  const create = useCreatePreviewLink(kind, itemId);
  const revoke = useRevokePreviewLink(kind, itemId);
  const [created, setCreated] = useState<string | null>(null);

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'URL copied to clipboard', description: url });
    } catch {
      toast({ title: 'Copy failed', description: 'Select the address and copy it.', variant: 'destructive' });
    }
  };

  return (
    <Card title="Share preview link" size="small">
      <div className={styles.cardStack}>
        <p className={styles.note}>
          Anyone with the link sees this {kind === 'post' ? 'post' : 'page'} as saved, drafts included, for{' '}
          {PREVIEW_LINK_DAYS} days.
        </p>
        <Button
          loading={create.isPending}
          onClick={() =>
            create.mutate(undefined, {
              onSuccess: (link) => setCreated(link.url && new URL(link.url, window.location.origin).href),
              onError: (error) =>
                toast({
                  title: 'Error',
                  description: serverMessageOf(error, 'The link could not be made.'),
                  variant: 'destructive',
                }),
            })
          }
        >
          Create preview link
        </Button>
        {created && (
          <div className={styles.createdLink}>
            <Input readOnly value={created} aria-label="New preview link" />
            <Button onClick={() => void copy(created)}>Copy</Button>
            <p className={styles.note}>Copy it now: the address is shown only once.</p>
          </div>
        )}
        {links.isPending ? (
          <Skeleton active paragraph={{ rows: 1 }} />
        ) : !links.data ? (
          <Alert
            type="error"
            showIcon
            title={serverMessageOf(links.error, 'The links could not be loaded.')}
          />
        ) : links.data.length === 0 ? (
          <p className={styles.note}>No active links.</p>
        ) : (
          <ul className={styles.plainList} aria-label="Active preview links">
            {links.data.map((link) => (
              <li key={link.id} className={styles.listRow}>
                <span>
                  Made {formatMoment(link.createdAt)}
                  {link.createdBy ? ` by ${link.createdBy.name}` : ''}, expires {formatMoment(link.expiresAt)}
                </span>
                <Button
                  size="small"
                  danger
                  loading={revoke.isPending && revoke.variables === link.id}
                  onClick={() =>
                    revoke.mutate(link.id, {
                      onSuccess: () =>
                        toast({
                          title: 'Preview link revoked',
                          description: 'The link no longer opens the draft.',
                        }),
                      onError: (error) =>
                        toast({
                          title: 'Error',
                          description: serverMessageOf(error, 'The link could not be revoked.'),
                          variant: 'destructive',
                        }),
                    })
                  }
                >
                  Revoke
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}

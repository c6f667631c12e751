import { useState } from 'react';
import { Alert, Button, Card, Empty, Modal, Skeleton } from 'antd';
import { formatMoment, type CmsPageDto, type CmsRevisionDto } from '@referrals/contracts';
import { serverMessageOf, useToast } from '@referrals/ui';
import type { CmsItemKind } from '../../../lib/cms/cms-api.ts';
import { useRestoreRevision, useRevisions } from '../api/items.ts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './editor.module.css';

/** Who saved a revision and when: "27 Nov 2026, 15:42 by Ada Lovelace". */
export const revisionLine = (revision: CmsRevisionDto) =>
  `${formatMoment(revision.savedAt)} by ${revision.savedBy?.name ?? 'a former administrator'}`;

/**
 * The item's earlier versions, each with Restore behind a confirmation. A restore replaces what the editor
 * shows (`onRestored`), unsaved changes included, which the confirmation says.
 */
export function RevisionsCard({
  kind,
  itemId,
  dirty,
  onRestored,
}: {
  kind: CmsItemKind;
  itemId: string;
  dirty: boolean;
  onRestored: (item: CmsPageDto) => void;
}) {
  const { toast } = useToast();
  const revisions = useRevisions(kind, itemId);
  const restore = useRestoreRevision(kind, itemId);
  const [restoring, setRestoring] = useState<CmsRevisionDto | null>(null);

  let body;
  if (revisions.isPending) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (!revisions.data)
    body = (
      <Alert
        type="error"
        showIcon
        title="The revisions could not be loaded"
        description={serverMessageOf(revisions.error, 'Please reload the page.')}
      />
    );
  else if (revisions.data.length === 0) body = <Empty description="No earlier versions yet" />;
  else
    body = (
      <ol className={styles.plainList}>
        {revisions.data.map((revision) => (
          <li key={revision.id} className={styles.listRow}>
            <span>{revisionLine(revision)}</span>
            <Button size="small" onClick={() => setRestoring(revision)}>
              Restore
            </Button>
          </li>
        ))}
      </ol>
    );

  return (
    <Card title="Revisions" size="small">
      {body}
      <Modal
        open={restoring !== null}
        title="Restore this version?"
        onCancel={() => setRestoring(null)}
        footer={null}
        destroyOnHidden
      >
        {restoring && (
          <div className={admin.dialogBody}>
            <p className={admin.paragraph}>
              The version saved {revisionLine(restoring)} replaces the current one
              {dirty ? ', and your unsaved changes are lost' : ''}. The current version stays in the list.
            </p>
            <div className={admin.dialogActions}>
              <Button onClick={() => setRestoring(null)}>Cancel</Button>
              <Button
                type="primary"
                loading={restore.isPending}
                onClick={() =>
                  restore.mutate(restoring.id, {
                    onSuccess: (item) => {
                      setRestoring(null);
                      onRestored(item);
                      toast({ title: 'Version restored', description: revisionLine(restoring) });
                    },
                    onError: (error) =>
                      toast({
                        title: 'Error',
                        description: serverMessageOf(error, 'The version could not be restored.'),
                        variant: 'destructive',
                      }),
                  })
                }
              >
                Restore
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card, Empty, Modal, Skeleton } from 'antd';
import type { MediaFileDto, MediaUsage } from '@referrals/contracts';
import { formatDate, serverMessageOf, useToast } from '@referrals/ui';
import { UploadMediaDialog } from '../../../components/media/UploadMediaDialog.tsx';
import { isImageFile, sizeInKb, useMediaFiles } from '../../../lib/cms/cms-api.ts';
import { useDeleteMedia } from '../api/media.ts';
import { usageLabel } from '../lib/media-delete.ts';
import * as admin from '../../../components/admin.module.css';
import * as styles from './media-tab.module.css';
import { LoadFailed } from '../../../components/LoadFailed.tsx';

/** What the delete confirmation asks: first plainly, then (after a 409) listing where the file is used. */
type Deleting = { file: MediaFileDto; usages: MediaUsage[] | null } | null;

/** The Media tab: Upload, then a card per file with Copy URL and Delete. */
export function MediaTab() {
  const { toast } = useToast();
  const media = useMediaFiles();
  const remove = useDeleteMedia();
  const [uploadOpen, setUploadOpen] = useState(false);
  const [deleting, setDeleting] = useState<Deleting>(null);

  const confirmDelete = (target: NonNullable<Deleting>) =>
    remove.mutate(
      { id: target.file.id, force: target.usages !== null },
      {
        onSuccess: (outcome) => {
          if (outcome.kind === 'in-use') {
            setDeleting({ file: target.file, usages: outcome.usages });
            return;
          }
          setDeleting(null);
          toast({ title: 'File deleted successfully', description: target.file.originalName });
        },
        onError: (error) => {
          setDeleting(null);
          toast({
            title: 'Error deleting file',
            description: serverMessageOf(error, 'The file could not be deleted.'),
            variant: 'destructive',
          });
        },
      },
    );

  const copyUrl = async (file: MediaFileDto) => {
    try {
      await navigator.clipboard.writeText(new URL(file.url, window.location.origin).href);
      toast({ title: 'URL copied to clipboard', description: file.url });
    } catch {
      toast({
        title: 'Copy failed',
        description: `The browser did not allow copying. The address is ${file.url}`,
        variant: 'destructive',
      });
    }
  };

  if (media.isPending) return <Skeleton active />;
  if (!media.data) {
    return <LoadFailed what="media library" error={media.error} />;
  }
  return (
    <div className={admin.stack}>
      <div className={styles.toolbar}>
        <h2 className={styles.heading}>Media Library ({media.data.length})</h2>
        <Button type="primary" onClick={() => setUploadOpen(true)}>
          Upload Media
        </Button>
      </div>
      {media.data.length === 0 ? (
        <Card>
          <Empty description="No files yet: upload images, videos or documents to use them in pages and posts" />
        </Card>
      ) : (
        <MediaGrid
          files={media.data}
          onCopy={(file) => void copyUrl(file)}
          onDelete={(file) => setDeleting({ file, usages: null })}
        />
      )}
      <UploadMediaDialog
        open={uploadOpen}
        onClose={() => setUploadOpen(false)}
        onUploaded={(file) => {
          setUploadOpen(false);
          toast({ title: 'File uploaded', description: file.originalName });
        }}
      />
      <DeleteMediaDialog
        deleting={deleting}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
    </div>
  );
}

/** The library's cards: preview or type, original name, size in KB, date and `/uploads/{filename}`. */
export function MediaGrid({
  files,
  onCopy,
  onDelete,
}: {
  files: readonly MediaFileDto[];
  onCopy: (file: MediaFileDto) => void;
  onDelete: (file: MediaFileDto) => void;
}) {
  return (
    <ul className={styles.grid} aria-label="Media files">
      {files.map((file) => (
        <li key={file.id} className={styles.card}>
          {isImageFile(file) ? (
            <img
              className={styles.preview}
              src={file.variants[0]?.url ?? file.url}
              alt={file.altText ?? ''}
              loading="lazy"
            />
          ) : (
            <span className={styles.typeIcon} aria-hidden="true">
              {fileTypeLabel(file.mimeType)}
            </span>
          )}
          <div className={styles.details}>
            <strong className={styles.name} title={file.originalName}>
              {file.originalName}
            </strong>
            <span className={admin.muted}>
              {sizeInKb(file.size)} · {formatDate(file.createdAt)}
            </span>
            <code className={styles.path}>/uploads/{file.filename}</code>
          </div>
          <div className={admin.rowActions}>
            <Button size="small" onClick={() => onCopy(file)} aria-label={`Copy URL of ${file.originalName}`}>
              Copy URL
            </Button>
            <Button
              size="small"
              danger
              onClick={() => onDelete(file)}
              aria-label={`Delete ${file.originalName}`}
            >
              Delete
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** The word on a card that has no preview: VIDEO, PDF or DOC. */
export function fileTypeLabel(mimeType: string): string {
  if (mimeType.startsWith('video/')) return 'VIDEO';
  if (mimeType === 'application/pdf') return 'PDF';
  return 'DOC';
}

/** The delete confirmation's text and buttons: plainly, or listing where the file is used. */
export function DeleteMediaConfirmation({
  deleting,
  pending,
  onCancel,
  onConfirm,
}: {
  deleting: NonNullable<Deleting>;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (deleting: NonNullable<Deleting>) => void;
}) {
  const { usages } = deleting;
  return (
    <div className={admin.dialogBody}>
      {usages ? (
        <>
          <p className={admin.paragraph}>
            <strong>{deleting.file.originalName}</strong> is used by:
          </p>
          <ul className={admin.list}>
            {usages.map((usage) => (
              <li key={`${usage.kind}-${usage.id}`}>{usageLabel(usage)}</li>
            ))}
          </ul>
          <p className={admin.paragraph}>
            Deleting it anyway leaves a missing image or link in those places.
          </p>
        </>
      ) : (
        <p className={admin.paragraph}>
          Delete <strong>{deleting.file.originalName}</strong>? This action cannot be undone.
        </p>
      )}
      <div className={admin.dialogActions}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button danger type="primary" loading={pending} onClick={() => onConfirm(deleting)}>
          {usages ? 'Delete anyway' : 'Delete'}
        </Button>
      </div>
    </div>
  );
}

/** "Delete this file?", and after a 409 "This file is in use" with {@link DeleteMediaConfirmation}'s list. */
export function DeleteMediaDialog({
  deleting,
  pending,
  onCancel,
  onConfirm,
}: {
  deleting: Deleting;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (deleting: NonNullable<Deleting>) => void;
}) {
  return (
    <Modal
      open={deleting !== null}
      title={deleting?.usages ? 'This file is in use' : 'Delete this file?'}
      onCancel={onCancel}
      footer={null}
      destroyOnHidden
    >
      {deleting && (
        <DeleteMediaConfirmation
          deleting={deleting}
          pending={pending}
          onCancel={onCancel}
          onConfirm={onConfirm}
        />
      )}
    </Modal>
  );
}

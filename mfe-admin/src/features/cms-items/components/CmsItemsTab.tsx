import { useState } from 'react';
import { Button, Modal, Skeleton, Table, type TableColumnsType } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import type { CmsPageDto } from '@referrals/contracts';
import { formatDate, serverMessageOf, useToast } from '@referrals/ui';
import { ToneTag } from '../../../components/StatusTags.tsx';
import { TableCard } from '../../../components/TableCard.tsx';
import { blogEditPath, pageEditPath, paths } from '../../../config/paths.ts';
import { publicItemPath, useCmsItems, useDeleteCmsItem, type CmsItemKind } from '../../../lib/cms/cms-api.ts';
import { itemStatus } from '../../../lib/cms/item-status.ts';
import { NewPageDialog } from './NewPageDialog.tsx';
import { LoadFailed } from '../../../components/LoadFailed.tsx';
import * as admin from '../../../components/admin.module.css';

/** What differs between the Pages tab and the Blog tab. */
const KINDS: Record<
  CmsItemKind,
  { title: string; noun: string; empty: string; dateTitle: string; dateOf: (item: CmsPageDto) => string }
> = {
  page: {
    title: 'Pages',
    noun: 'page',
    empty: 'No pages yet',
    dateTitle: 'Updated',
    dateOf: (item) => item.updatedAt,
  },
  post: {
    title: 'Blog Posts',
    noun: 'post',
    empty: 'No blog posts yet',
    dateTitle: 'Created',
    dateOf: (item) => item.createdAt,
  },
};

export const editPathOf = (kind: CmsItemKind, id: string) =>
  kind === 'page' ? pageEditPath(id) : blogEditPath(id);

/** The Pages or Blog table: Title, Slug, Status, Updated/Created, and View, Edit and Delete. */
export function CmsItemsTable({
  kind,
  items,
  onDelete,
}: {
  kind: CmsItemKind;
  items: readonly CmsPageDto[];
  onDelete: (item: CmsPageDto) => void;
}) {
  const { dateTitle, dateOf, empty } = KINDS[kind];
  const columns: TableColumnsType<CmsPageDto> = [
    { title: 'Title', dataIndex: 'title', key: 'title' },
    {
      title: 'Slug',
      key: 'slug',
      render: (_value, item) => <code>{kind === 'post' ? `/blog/${item.slug}` : item.slug}</code>,
    },
    {
      title: 'Status',
      key: 'status',
      render: (_value, item) => {
        const status = itemStatus(item);
        return <ToneTag tone={status.tone}>{status.label}</ToneTag>;
      },
    },
    { title: dateTitle, key: 'date', render: (_value, item) => formatDate(dateOf(item)) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, item) => (
        <div className={admin.rowActions}>
          <Button
            size="small"
            href={publicItemPath(kind, item.slug)}
            target="_blank"
            rel="noopener"
            aria-label={`View ${item.title} (opens in a new tab)`}
          >
            View
          </Button>
          <Link to={editPathOf(kind, item.id)} aria-label={`Edit ${item.title}`}>
            Edit
          </Link>
          <Button size="small" danger onClick={() => onDelete(item)} aria-label={`Delete ${item.title}`}>
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <Table
      rowKey="id"
      columns={columns}
      dataSource={[...items]}
      pagination={{ pageSize: 20, hideOnSinglePage: true }}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: empty }}
    />
  );
}

/** The Pages tab (New Page opens a dialog) or the Blog tab (New Post opens the blog editor). */
export function CmsItemsTab({ kind }: { kind: CmsItemKind }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const items = useCmsItems(kind);
  const remove = useDeleteCmsItem(kind);
  const [deleting, setDeleting] = useState<CmsPageDto | null>(null);
  const [creating, setCreating] = useState(false);
  const { title, noun } = KINDS[kind];

  if (items.isPending) return <Skeleton active />;
  if (!items.data) {
    return <LoadFailed what={title.toLowerCase()} error={items.error} />;
  }
  return (
    <>
      <TableCard
        title={`${title} (${items.data.length})`}
        extra={
          kind === 'page' ? (
            <Button type="primary" onClick={() => setCreating(true)}>
              New Page
            </Button>
          ) : (
            <Button type="primary" onClick={() => navigate(paths.newPost)}>
              New Post
            </Button>
          )
        }
      >
        <CmsItemsTable kind={kind} items={items.data} onDelete={setDeleting} />
      </TableCard>
      {kind === 'page' && <NewPageDialog open={creating} onClose={() => setCreating(false)} />}
      <Modal
        open={deleting !== null}
        title={`Delete ${noun}`}
        onCancel={() => setDeleting(null)}
        footer={null}
        destroyOnHidden
      >
        {deleting && (
          <div className={admin.dialogBody}>
            <p className={admin.paragraph}>
              Delete <strong>{deleting.title}</strong>? Its address stops working. This action cannot be
              undone.
            </p>
            <div className={admin.dialogActions}>
              <Button onClick={() => setDeleting(null)}>Cancel</Button>
              <Button
                danger
                type="primary"
                loading={remove.isPending}
                onClick={() =>
                  remove.mutate(deleting.id, {
                    onSuccess: () => {
                      toast({
                        title: `${noun === 'page' ? 'Page' : 'Post'} deleted`,
                        description: deleting.title,
                      });
                      setDeleting(null);
                    },
                    onError: (error) => {
                      toast({
                        title: 'Delete failed',
                        description: serverMessageOf(error, `The ${noun} could not be deleted.`),
                        variant: 'destructive',
                      });
                    },
                  })
                }
              >
                Delete
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </>
  );
}

import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import type { MediaFileDto } from '@referrals/contracts';
import { serverMessageOf } from '@referrals/ui';
import { sizeInMb, useCmsItems, useMediaFiles } from '../../../lib/cms/cms-api.ts';
import { useBusinesses } from '../../../lib/businesses/get-businesses.ts';
import * as styles from './businesses.module.css';

/** What the Overview counts: each list as loaded (null while loading or when it failed). */
export interface OverviewLists {
  pages: readonly { isPublished: boolean }[] | null;
  posts: readonly { isPublished: boolean }[] | null;
  media: readonly Pick<MediaFileDto, 'size'>[] | null;
  businesses: readonly { isActive: boolean }[] | null;
}

/**
 * The Overview tab: four counts (docs/product-rules.md §2): pages and how many are published, blog posts and
 * how many are published, media files and their total size in MB, businesses and how many are active.
 */
export function OverviewTab() {
  const pages = useCmsItems('page');
  const posts = useCmsItems('post');
  const media = useMediaFiles();
  const businesses = useBusinesses();
  const queries = [pages, posts, media, businesses];
  if (queries.some((query) => query.isPending)) return <Skeleton active />;
  const failed = queries.find((query) => query.isError);
  return (
    <>
      {failed && (
        <Alert
          type="error"
          showIcon
          title="Some counts could not be loaded"
          description={serverMessageOf(failed.error, 'Please check your connection and reload the page.')}
        />
      )}
      <OverviewCards
        pages={pages.data ?? null}
        posts={posts.data ?? null}
        media={media.data ?? null}
        businesses={businesses.data ?? null}
      />
    </>
  );
}

const published = (list: readonly { isPublished: boolean }[]) =>
  `${list.filter((item) => item.isPublished).length} published`;

/** The four cards; a list that could not be loaded shows "Unavailable" instead of a number. */
export function OverviewCards({ pages, posts, media, businesses }: OverviewLists) {
  const cards: { title: string; total: number | null; detail: string | null }[] = [
    { title: 'Pages', total: pages?.length ?? null, detail: pages && published(pages) },
    { title: 'Blog Posts', total: posts?.length ?? null, detail: posts && published(posts) },
    {
      title: 'Media Files',
      total: media?.length ?? null,
      detail: media && `${sizeInMb(media.reduce((total, file) => total + file.size, 0))} in total`,
    },
    {
      title: 'Businesses',
      total: businesses?.length ?? null,
      detail: businesses && `${businesses.filter((business) => business.isActive).length} active`,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {cards.map((card) => (
        <Col key={card.title} xs={24} sm={12} lg={6}>
          <Card>
            <Statistic title={card.title} value={card.total ?? 'Unavailable'} />
            {card.detail && <div className={styles.summaryActive}>{card.detail}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

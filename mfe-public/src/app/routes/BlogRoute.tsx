import { Button, Skeleton } from '@referrals/ui/light';
import { BlogPostList } from '../../features/cms/components/BlogPostList.tsx';
import * as styles from '../../features/cms/components/cms.module.css';
import { useBlogPosts } from '../../features/cms/hooks/use-blog-posts.ts';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content.ts';
import { usePageTitle } from '../../features/site-content/hooks/use-page-title.ts';
import { SiteLayout } from '../SiteLayout.tsx';

/** `/blog`: the published posts, newest first, twenty at a time. */
export function BlogRoute() {
  const { content } = useSiteContent();
  usePageTitle(`Blog | ${content.site.title}`);
  const blog = useBlogPosts();
  return (
    <SiteLayout>
      <h1 className={styles.title}>Blog</h1>
      <p className={`${styles.lead} ${styles.listIntro}`}>
        Ideas, guides and news on growing a local business by word of mouth.
      </p>
      {blog.isPending ? (
        <Skeleton rows={6} />
      ) : blog.isError ? (
        <div className={styles.empty} role="alert">
          <h2 className={styles.emptyTitle}>The blog could not be loaded</h2>
          <p className={styles.emptyText}>Check your connection and try again.</p>
          <div className={styles.more}>
            <Button onClick={blog.retry}>Try again</Button>
          </div>
        </div>
      ) : blog.posts.length === 0 ? (
        <div className={styles.empty}>
          <h2 className={styles.emptyTitle}>No blog posts yet</h2>
          <p className={styles.emptyText}>Check back soon for updates and insights.</p>
        </div>
      ) : (
        <>
          <BlogPostList posts={blog.posts} />
          {blog.hasMore && (
            <div className={styles.more}>
              <Button onClick={blog.loadMore} loading={blog.isLoadingMore}>
                Load more
              </Button>
            </div>
          )}
          {blog.loadMoreFailed && (
            <p className={styles.emptyText} role="alert">
              More posts could not be loaded. Try again.
            </p>
          )}
        </>
      )}
    </SiteLayout>
  );
}

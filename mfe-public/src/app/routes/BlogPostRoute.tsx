import { Skeleton, useRead } from '@referrals/ui/light';
import { useParams, useSearchParams } from '@referrals/ui/light-router';
import { SiteMessage } from '../../components/SiteMessage.tsx';
import { blogPostPath } from '../../config/paths.ts';
import { getBlogPost } from '../../features/cms/api/cms-reads.ts';
import { BlogPostArticle } from '../../features/cms/components/BlogPostArticle.tsx';
import { useMovedSlug } from '../../features/cms/hooks/use-moved-slug.ts';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content.ts';
import { usePageTitle } from '../../features/site-content/hooks/use-page-title.ts';
import { SiteLayout } from '../SiteLayout.tsx';
import { ReadFailed } from './ReadFailed.tsx';

/** `/blog/{slug}[?preview=true]`: a published post, or for a signed-in admin with `?preview=true` its draft. */
export function BlogPostRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [search] = useSearchParams();
  const preview = search.get('preview') === 'true';
  const post = useRead(['cms', 'post', slug, preview], (signal) => getBlogPost(slug, preview, signal));
  const { content } = useSiteContent();
  const site = content.site.title;
  usePageTitle(post.isSuccess ? `${post.data ? post.data.title : 'Post Not Found'} | ${site}` : null);
  useMovedSlug(slug, post.data?.slug, blogPostPath);

  return (
    <SiteLayout>
      {post.isPending ? (
        <Skeleton rows={10} />
      ) : post.isError ? (
        <ReadFailed what="This post" onRetry={post.refetch} />
      ) : post.data ? (
        <BlogPostArticle post={post.data} />
      ) : (
        <SiteMessage title="Post Not Found" text="The blog post you're looking for doesn't exist." />
      )}
    </SiteLayout>
  );
}

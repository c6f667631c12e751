import type { BlogPostDto } from '@referrals/contracts';
import { Skeleton, useRead } from '@referrals/ui/light';
import { useParams, useSearchParams } from '@referrals/ui/light-router';
import { SiteMessage } from '../../components/SiteMessage.tsx';
import { blogPostPath } from '../../config/paths.ts';
import { cmsReadPaths, getBlogPost } from '../../features/cms/api/cms-reads.ts';
import { BlogPostArticle } from '../../features/cms/components/BlogPostArticle.tsx';
import { useMovedSlug } from '../../features/cms/hooks/use-moved-slug.ts';
import { useServerRead } from '../../lib/server-data.ts';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content.ts';
import { usePageTitle } from '../../features/site-content/hooks/use-page-title.ts';
import { SiteLayout } from '../SiteLayout.tsx';
import { ReadFailed } from './ReadFailed.tsx';

/** `/blog/{slug}[?preview=true]`: a published post, or for a signed-in admin with `?preview=true` its draft. */
export function BlogPostRoute() {
  const { slug = '' } = useParams<{ slug: string }>();
  const [search] = useSearchParams();
  const preview = search.get('preview') === 'true';
  // A server-rendered post starts from the post the server drew it with (never an admin's preview).
  const served = useServerRead<BlogPostDto>(preview ? null : cmsReadPaths.post(slug));
  const post = useRead(['cms', 'post', slug, preview], (signal) => getBlogPost(slug, preview, signal), {
    initialData: served?.body,
  });
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

import { Skeleton, useRead } from '@referrals/ui/light';
import { useParams } from '@referrals/ui/light-router';
import { SiteMessage } from '../../components/SiteMessage.tsx';
import { getPreview } from '../../features/cms/api/cms-reads.ts';
import { BlogPostArticle } from '../../features/cms/components/BlogPostArticle.tsx';
import { CmsArticle } from '../../features/cms/components/CmsArticle.tsx';
import * as styles from '../../features/cms/components/cms.module.css';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content.ts';
import { usePageTitle } from '../../features/site-content/hooks/use-page-title.ts';
import { SiteLayout } from '../SiteLayout.tsx';
import { ReadFailed } from './ReadFailed.tsx';

/**
 * `/preview/{token}`: the draft a shareable preview link shows, as the page or post will look once published,
 * under a bar saying it is not published. An expired or revoked link says so.
 */
export function PreviewRoute() {
  const { token = '' } = useParams<{ token: string }>();
  const preview = useRead(['cms', 'preview', token], (signal) => getPreview(token, signal));
  const { content } = useSiteContent();
  const subject = preview.data
    ? preview.data.kind === 'page'
      ? preview.data.page
      : preview.data.post
    : null;
  usePageTitle(
    preview.isSuccess ? `${subject ? `Preview: ${subject.title}` : 'Preview'} | ${content.site.title}` : null,
  );

  const banner = subject ? (
    <p className={styles.previewBar} role="note">
      Preview — not published
    </p>
  ) : undefined;
  return (
    <SiteLayout banner={banner}>
      {preview.isPending ? (
        <Skeleton rows={10} />
      ) : preview.isError ? (
        <ReadFailed what="This preview" onRetry={preview.refetch} />
      ) : preview.data?.kind === 'post' ? (
        <BlogPostArticle post={preview.data.post} />
      ) : preview.data?.kind === 'page' ? (
        <CmsArticle
          title={preview.data.page.title}
          html={preview.data.page.content}
          image={preview.data.page.featuredImage}
          imageMedia={preview.data.page.featuredImageMedia}
        />
      ) : (
        <SiteMessage
          title="Preview unavailable"
          text="This preview link has expired or was revoked. Ask whoever shared it for a new one."
        />
      )}
    </SiteLayout>
  );
}

import type { CmsPageDto } from '@referrals/contracts';
import { Skeleton, useRead } from '@referrals/ui/light';
import { useParams } from '@referrals/ui/light-router';
import { SiteMessage } from '../../components/SiteMessage.tsx';
import { cmsPagePath, sitePagePath } from '../../config/paths.ts';
import { cmsReadPaths, getPublishedPage } from '../../features/cms/api/cms-reads.ts';
import { CmsArticle } from '../../features/cms/components/CmsArticle.tsx';
import { useMovedSlug } from '../../features/cms/hooks/use-moved-slug.ts';
import { useServerRead } from '../../lib/server-data.ts';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content.ts';
import { usePageTitle } from '../../features/site-content/hooks/use-page-title.ts';
import { SiteLayout } from '../SiteLayout.tsx';
import { ReadFailed } from './ReadFailed.tsx';

/** A published CMS page: featured image, title and content inside the site's header and footer. */
function CmsPage({ pathOf }: { pathOf: (slug: string) => string }) {
  const { slug = '' } = useParams<{ slug: string }>();
  const served = useServerRead<CmsPageDto>(cmsReadPaths.page(slug));
  const page = useRead(['cms', 'page', slug], (signal) => getPublishedPage(slug, signal), {
    initialData: served?.body,
  });
  const { content } = useSiteContent();
  usePageTitle(
    page.isSuccess ? `${page.data ? page.data.title : 'Page Not Found'} | ${content.site.title}` : null,
  );
  useMovedSlug(slug, page.data?.slug, pathOf);

  return (
    <SiteLayout>
      {page.isPending ? (
        <Skeleton rows={10} />
      ) : page.isError ? (
        <ReadFailed what="This page" onRetry={page.refetch} />
      ) : page.data ? (
        <CmsArticle
          title={page.data.title}
          html={page.data.content}
          image={page.data.featuredImage}
          imageMedia={page.data.featuredImageMedia}
        />
      ) : (
        <SiteMessage title="Page Not Found" text="The page you're looking for doesn't exist." />
      )}
    </SiteLayout>
  );
}

/** `/cms/pages/{slug}`. */
export function CmsPageRoute() {
  return <CmsPage pathOf={cmsPagePath} />;
}

/** `/{slug}`: a CMS page at its own address (any literal route of the product wins over it). */
export function SitePageRoute() {
  return <CmsPage pathOf={sitePagePath} />;
}

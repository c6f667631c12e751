import { NOT_FOUND_TEXT, NOT_FOUND_TITLE } from '@referrals/ui/light';
import { SiteMessage } from '../../components/SiteMessage.tsx';
import { useSiteContent } from '../../features/site-content/hooks/use-site-content.ts';
import { usePageTitle } from '../../features/site-content/hooks/use-page-title.ts';
import { SiteLayout } from '../SiteLayout.tsx';

/**
 * An address nothing of the site answers: "404 Page Not Found" inside the site's header and footer, with the
 * ways on (the shell shows it too, through this remote, for paths no remote owns).
 */
export function NotFoundRoute() {
  const { content } = useSiteContent();
  usePageTitle(`Page not found | ${content.site.title}`);
  return (
    <SiteLayout>
      <SiteMessage title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} />
    </SiteLayout>
  );
}

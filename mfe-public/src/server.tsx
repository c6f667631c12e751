/**
 * The server build's entry (rspack.server.config.ts; docs/adr/0022-server-rendered-public-pages.md): the
 * marketing pages drawn by the very components the browser build draws them with, from the data the gateway
 * read for them, so that a crawler, a reader without JavaScript and a slow phone see the page at first paint.
 * The browser app starts from the same data (`lib/server-data.ts`, `components/ServerPageHandover.tsx`) and takes the page over without a jump.
 */
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderPage } from '@referrals/contracts';
import { matchBest, Route, Routes, StaticLocation } from '@referrals/ui/light-router';
import { BlogPostRoute } from './app/routes/BlogPostRoute.tsx';
import { BlogRoute } from './app/routes/BlogRoute.tsx';
import { CmsPageRoute, SitePageRoute } from './app/routes/CmsPageRoute.tsx';
import { LandingRoute } from './app/routes/LandingRoute.tsx';
import { paths } from './config/paths.ts';
import { ServerDataContext } from './lib/server-data.ts';

/**
 * The pages rendered here: the ones every visitor sees alike. The gateway asks only for the marketing pages
 * its page table found (a CMS page at `/{slug}` exists, the literal pages of the product are not among them).
 */
const RENDERED: Readonly<Record<string, ReactNode>> = {
  [paths.landing]: <LandingRoute />,
  [paths.blog]: <BlogRoute />,
  [paths.blogPost]: <BlogPostRoute />,
  [paths.cmsPage]: <CmsPageRoute />,
  [paths.sitePage]: <SitePageRoute />,
};

export const renderPage: RenderPage = ({ path, search, data }) => {
  const match = matchBest(Object.keys(RENDERED), path);
  if (!match) return null;
  // An admin's preview of a draft post is read in the browser, with the admin's session.
  if (match.pattern === paths.blogPost && new URLSearchParams(search).has('preview')) return null;
  const html = renderToString(
    <ServerDataContext.Provider value={data}>
      <StaticLocation address={`${path}${search}`}>
        <Routes>
          <Route path={match.pattern} element={RENDERED[match.pattern]} />
        </Routes>
      </StaticLocation>
    </ServerDataContext.Provider>,
  );
  return { html, status: 200 };
};

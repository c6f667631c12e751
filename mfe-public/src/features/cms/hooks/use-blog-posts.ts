import { useCallback, useState } from 'react';
import type { BlogPostDto } from '@referrals/contracts';
import { useAction, useRead } from '@referrals/ui/light';
import { useServerRead } from '../../../lib/server-data.ts';
import { cmsReadPaths, getBlogPosts, type BlogListPage } from '../api/cms-reads.ts';

/** What the blog page shows: the posts read so far, and whether the first read is pending or failed. */
export type BlogPosts =
  | { isPending: true; isError: false; retry: () => void }
  | { isPending: false; isError: true; retry: () => void }
  | {
      isPending: false;
      isError: false;
      posts: BlogPostDto[];
      /** The API named a next page (`X-Next-Cursor`). */
      hasMore: boolean;
      loadMore: () => void;
      isLoadingMore: boolean;
      loadMoreFailed: boolean;
    };

/** The published posts, the first twenty when the page opens, twenty more on each {@link BlogPosts} `loadMore`. */
export function useBlogPosts(): BlogPosts {
  const served = useServerRead<BlogPostDto[]>(cmsReadPaths.blog);
  const first = useRead(['cms', 'blog'], (signal) => getBlogPosts(null, signal), {
    initialData: served && { posts: served.body, nextCursor: served.nextCursor },
  });
  const [later, setLater] = useState<BlogListPage[]>([]);
  const more = useAction((cursor: string) => getBlogPosts(cursor), {
    onSuccess: (page) => setLater((pages) => [...pages, page]),
  });
  const pages = first.data ? [first.data, ...later] : [];
  const nextCursor = pages.at(-1)?.nextCursor ?? null;
  const { mutate } = more;
  const loadMore = useCallback(() => {
    if (nextCursor !== null) mutate(nextCursor);
  }, [mutate, nextCursor]);

  if (first.isPending) return { isPending: true, isError: false, retry: first.refetch };
  if (first.isError) return { isPending: false, isError: true, retry: first.refetch };
  return {
    isPending: false,
    isError: false,
    posts: pages.flatMap((page) => page.posts),
    hasMore: nextCursor !== null,
    loadMore,
    isLoadingMore: more.isPending,
    loadMoreFailed: more.isError,
  };
}

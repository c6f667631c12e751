import type { EntityManager } from '@mikro-orm/sql';
import { BLOG_PAGE_SIZE, type BlogPostDto, type CmsList } from '@referrals/contracts';
import { cursorTime, decodeCursor, encodeCursor, isAppError, serviceTable } from '@referrals/service-kit';
import { BlogPost } from '../entities/cms-page.ts';
import { CmsErrors } from '../errors.ts';
import { postDto } from './item-dto.ts';
import { withFeaturedImageMedia } from './responsive-images.ts';

/** The order of the public blog: by publication, newest first (a post never published: by creation). */
const ORDER_TIME = 'coalesce(published_at, created_at)';

/**
 * `cms.blog.public-list`: one page of published posts, newest first, and the cursor of the next page (null on
 * the last). The cursor is the sort key of the page's last post, so posts published meanwhile neither repeat
 * nor go missing from the pages that follow.
 */
export async function publicPosts(
  em: EntityManager,
  query: { cursor?: string },
  limit = BLOG_PAGE_SIZE,
): Promise<CmsList<BlogPostDto>> {
  let cursor;
  try {
    cursor = decodeCursor(query.cursor);
  } catch (error) {
    if (isAppError(error, 'InputError')) throw CmsErrors.invalidCursor();
    throw error;
  }
  const keys = await em.execute<{ id: string; cursorAt: string }[]>(
    `select id, ${cursorTime(ORDER_TIME)} as "cursorAt"
     from ${serviceTable(em, 'blog_post')}
     where is_published${cursor ? ` and (${ORDER_TIME}, id) < (?::timestamptz, ?::uuid)` : ''}
     order by ${ORDER_TIME} desc, id desc
     limit ?`,
    cursor ? [cursor.at, cursor.id, limit + 1] : [limit + 1],
  );
  const page = keys.slice(0, limit);
  const rows = new Map(
    (page.length > 0 ? await em.find(BlogPost, { id: { $in: page.map((key) => key.id) } }) : []).map(
      (row) => [row.id, row],
    ),
  );
  const items = page.flatMap(({ id }) => {
    const row = rows.get(id);
    return row ? [postDto(row)] : [];
  });
  const last = page.at(-1);
  const next = keys.length > limit && last ? encodeCursor({ at: last.cursorAt, id: last.id }) : null;
  return { items: await withFeaturedImageMedia(em, items), next };
}

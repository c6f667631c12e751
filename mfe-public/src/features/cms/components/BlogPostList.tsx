import type { BlogPostDto } from '@referrals/contracts';
import { ButtonLink, formatDate, visuallyHidden } from '@referrals/ui/light';
import { Link } from '@referrals/ui/light-router';
import { blogPostPath } from '../../../config/paths.ts';
import * as styles from './cms.module.css';
import { CoverImage } from '../../../components/CoverImage.tsx';

/**
 * The published posts, newest first: image, date, title, excerpt (or meta description) and Read More. The
 * first post's image is on the first screen (its largest element), so it is fetched at once; the others when
 * scrolled to.
 */
export function BlogPostList({ posts }: { posts: BlogPostDto[] }) {
  return (
    <ul className={styles.posts}>
      {posts.map((post, index) => {
        const path = blogPostPath(post.slug);
        const day = post.publishedAt ?? post.createdAt;
        const summary = post.excerpt || post.metaDescription;
        return (
          <li key={post.id} className={styles.post}>
            {post.featuredImage && (
              <CoverImage
                className={styles.postImage}
                src={post.featuredImage}
                media={post.featuredImageMedia}
                eager={index === 0}
              />
            )}
            <div className={styles.postBody}>
              <p className={styles.meta}>
                <time dateTime={day}>{formatDate(day)}</time>
              </p>
              <h2 className={styles.postTitle}>
                <Link to={path}>{post.title}</Link>
              </h2>
              {summary && <p className={styles.postExcerpt}>{summary}</p>}
              {/* The post's title in the link's own text too (hidden): a crawler reads the text, not aria-label. */}
              <ButtonLink to={path} aria-label={`Read More: ${post.title}`}>
                Read More<span style={visuallyHidden}> about {post.title}</span>
              </ButtonLink>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

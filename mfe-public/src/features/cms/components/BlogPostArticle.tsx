import type { BlogPostDto } from '@referrals/contracts';
import { Link } from '@referrals/ui/light-router';
import { paths } from '../../../config/paths.ts';
import { longDate } from '../lib/long-date.ts';
import { CmsArticle } from './CmsArticle.tsx';
import * as styles from './cms.module.css';

/** A blog post: "Published on" its day, title, excerpt, image, content and the way back to the blog. */
export function BlogPostArticle({ post }: { post: BlogPostDto }) {
  const day = post.publishedAt ?? post.createdAt;
  return (
    <CmsArticle
      title={post.title}
      html={post.content}
      image={post.featuredImage}
      imageMedia={post.featuredImageMedia}
      lead={post.excerpt}
      meta={
        <p className={styles.meta}>
          Published on <time dateTime={day}>{longDate(day)}</time>
        </p>
      }
      footer={
        <Link to={paths.blog} className={styles.back}>
          ← Back to Blog
        </Link>
      }
    />
  );
}

import type { ReactNode } from 'react';
import type { ResponsiveImage } from '@referrals/contracts';
import * as styles from './cms.module.css';
import * as prose from './prose.module.css';
import { CoverImage } from '../../../components/CoverImage.tsx';

interface CmsArticleProps {
  title: string;
  /** HTML the CMS has passed through its allow-list. */
  html: string;
  /** An `/uploads/` address, or null. */
  image: string | null;
  /** The featured image's size and srcset, when it is a library image with copies. */
  imageMedia?: ResponsiveImage | null;
  /** Above the title (a post's "Published on"). */
  meta?: ReactNode;
  /** Under the title (a post's excerpt). */
  lead?: string | null;
  /** After the content (a post's Back to Blog). */
  footer?: ReactNode;
}

/** A CMS page or blog post as the public reads it: its title, featured image and content. */
export function CmsArticle({ title, html, image, imageMedia, meta, lead, footer }: CmsArticleProps) {
  return (
    <article>
      {meta}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {image && <CoverImage className={styles.image} src={image} media={imageMedia} eager />}
      {/* Sanitised by the CMS when it was saved: the same allow-list as every rich text of the product. */}
      <div className={prose.prose} dangerouslySetInnerHTML={{ __html: html }} />
      {footer}
    </article>
  );
}

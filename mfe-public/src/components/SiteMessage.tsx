import type { ReactNode } from 'react';
import { Link } from '@referrals/ui/light-router';
import { paths } from '../config/paths.ts';
import * as styles from './site-message.module.css';

/**
 * A message in place of a page of the site (not found, an expired preview link): what happened and the ways
 * on, the home page and the blog, inside the site's header and footer.
 */
export function SiteMessage({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children?: ReactNode;
}) {
  return (
    <section className={styles.message} aria-labelledby="site-message-title">
      <h1 id="site-message-title" className={styles.title}>
        {title}
      </h1>
      <p className={styles.text}>{text}</p>
      {children}
      <ul className={styles.ways} aria-label="Where to go next">
        <li>
          <Link to={paths.landing}>Go to the home page</Link>
        </li>
        <li>
          <Link to={paths.blog}>Read the blog</Link>
        </li>
      </ul>
    </section>
  );
}

import type { ReactNode } from 'react';
import * as styles from './tag.module.css';

/** Props of {@link Tag}. */
export interface TagProps {
  /** `brand`: blue ("Most Popular", default); `success`: green ("Active"); `neutral`: grey ("Inactive"). */
  tone?: 'brand' | 'success' | 'neutral';
  children: ReactNode;
}

/** A small label; its colours keep a 4.5:1 contrast on their tint. */
export function Tag({ tone = 'brand', children }: TagProps) {
  return <span className={`${styles.tag} ${styles[tone]}`}>{children}</span>;
}

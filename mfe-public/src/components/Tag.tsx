import type { ReactNode } from 'react';
import * as styles from './controls.module.css';

/** A small brand-blue label ("Most Popular"). */
export function Tag({ children }: { children: ReactNode }) {
  return <span className={styles.tag}>{children}</span>;
}

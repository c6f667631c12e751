import type { ReactNode } from 'react';
import { paths } from '../config/paths.ts';
import * as styles from './policy-link.module.css';

/**
 * A link to the site's terms or privacy policy from inside a form's consent: it opens in a new tab, so that
 * reading the policy never loses what the visitor has typed.
 */
export function PolicyLink({ to, children }: { to: 'terms' | 'privacy'; children: ReactNode }) {
  return (
    <a href={paths[to]} className={styles.policyLink} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

import type { ReactNode } from 'react';
import * as styles from './landing.module.css';

interface LandingSectionProps {
  /** The section's anchor; its heading gets `{id}-title`. */
  id: string;
  title: ReactNode;
  subtitle: ReactNode;
  children: ReactNode;
}

/**
 * A section of the landing page with its centred heading, for content other features provide (the inline
 * registration): the landing page lays out, the feature fills in, and neither imports the other.
 */
export function LandingSection({ id, title, subtitle, children }: LandingSectionProps) {
  return (
    <section id={id} className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.container}>
        <div className={styles.sectionHeading}>
          <h2 id={`${id}-title`} className={styles.sectionTitle}>
            {title}
          </h2>
          <p className={styles.sectionSubtitle}>{subtitle}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

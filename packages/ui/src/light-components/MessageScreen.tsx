import type { ReactNode } from 'react';
import * as styles from './card.module.css';

/** Props of {@link MessageScreen}. */
export interface MessageScreenProps {
  /** The page's heading (an `h1`). */
  title: string;
  /** What happened and what the visitor can do. */
  text: string;
  /** Buttons and links under the text. */
  actions: ReactNode;
}

/**
 * A full-page card telling the visitor something went wrong or is not here (404, the site or a part of it
 * could not be loaded), with what they can do next. No antd: the shell and the public pages show it.
 */
export function MessageScreen({ title, text, actions }: MessageScreenProps) {
  return (
    <main className={styles.screen}>
      <section
        className={styles.card}
        style={{ width: '100%', maxWidth: 480 }}
        aria-labelledby="message-title"
      >
        <header className={styles.header}>
          <h1 id="message-title" className={styles.title}>
            {title}
          </h1>
        </header>
        <div className={styles.body}>
          <p className={styles.text}>{text}</p>
          <div className={styles.actions}>{actions}</div>
        </div>
      </section>
    </main>
  );
}

/** A centred spinner filling the viewport; decorative, the caller announces what is loading. */
export function ScreenSpinner() {
  return <span className={styles.spinner} aria-hidden="true" />;
}

/** The full-viewport frame of {@link ScreenSpinner}. */
export const screenClassName: string = styles.screen;

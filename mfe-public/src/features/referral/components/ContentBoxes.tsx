import * as styles from './referral.module.css';

/** One content box of the referral page: a title, the campaign's rich text, and an optional image. */
export interface ContentBox {
  title: string;
  /** Sanitised HTML as the campaign service stored it. */
  html: string;
  image?: string | null;
}

/**
 * The page's content boxes. Their HTML is shown as is: the campaign service sanitises rich text when it is
 * saved, so nothing scriptable reaches here.
 */
export function ContentBoxes({ boxes }: { boxes: ContentBox[] }) {
  return boxes.map((box, index) => (
    <section key={index} className={styles.card} aria-labelledby={`content-box-${index}`}>
      {box.image && <img className={styles.boxImage} src={box.image} alt="" width={800} height={400} />}
      <h2 id={`content-box-${index}`} className={styles.boxTitle}>
        {box.title}
      </h2>
      {box.html && <div className={styles.richText} dangerouslySetInnerHTML={{ __html: box.html }} />}
    </section>
  ));
}

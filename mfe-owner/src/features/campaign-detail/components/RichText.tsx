import * as styles from './rich-text.module.css';

/**
 * Rich text written in the campaign editor, rendered as HTML. The campaign service sanitises it when it is
 * saved (an allow-list of tags and attributes), which is what makes `dangerouslySetInnerHTML` safe here.
 */
export function RichText({ html }: { html: string }) {
  // `campaign-rich-text` is the stable name the browser journeys find the rendered text by.
  return (
    <div className={`campaign-rich-text ${styles.richText}`} dangerouslySetInnerHTML={{ __html: html }} />
  );
}

import { Button, Input, Space } from 'antd';
import { useCopyText } from '../../../lib/clipboard/use-copy-text.ts';
import * as styles from './campaign-detail.module.css';

interface ReferralLinkFieldProps {
  url: string;
  /** The field's accessible name. */
  label: string;
  /** The Copy button's accessible name, when the page has several: it keeps the word "Copy" it shows. */
  copyLabel?: string;
  /** The Open button's accessible name. */
  openLabel: string;
}

/**
 * A public link with Copy (toast "Copied!", docs/product-rules.md §8) and open-in-new-tab. The field is
 * read-only so that a phone user can still select the text by hand.
 */
export function ReferralLinkField({ url, label, copyLabel, openLabel }: ReferralLinkFieldProps) {
  const copyText = useCopyText();
  return (
    <Space.Compact className={styles.linkField}>
      <Input readOnly value={url} aria-label={label} onFocus={(event) => event.target.select()} />
      <Button onClick={() => void copyText(url, 'URL')} aria-label={copyLabel}>
        Copy
      </Button>
      <Button href={url} target="_blank" rel="noopener noreferrer" aria-label={openLabel}>
        Open
      </Button>
    </Space.Compact>
  );
}

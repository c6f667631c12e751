import { useEffect, useState } from 'react';
import { visuallyHidden } from '../components/visually-hidden.ts';

/** How long the button reads "Copied!" (or that copying failed) after a press. */
const RESULT_SHOWN_MS = 2000;

/** Copies with the Clipboard API, or, where it is missing or refused, through a selected text area. */
async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Insecure context or a refused permission: the older way below still works in most browsers.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const copied = document.execCommand('copy');
  area.remove();
  if (!copied) throw new Error('Copy refused');
}

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's look, from the page's styles. */
  className?: string;
  /** The button's text before copying (default "Copy"). */
  label?: string;
  /**
   * Called once the text is on the clipboard, for a page that confirms the copy itself (a toast): the button
   * then keeps its label. A refused copy still says so on the button.
   */
  onCopied?: () => void;
}

/**
 * A button that copies `text` and reads "Copied!" for a moment (docs/product-rules.md §8), announced to
 * screen readers too. A copy the browser refuses says so the same way, so the visitor copies by hand.
 */
export function CopyButton({ text, className, label = 'Copy', onCopied }: CopyButtonProps) {
  const [result, setResult] = useState<'copied' | 'failed' | null>(null);

  useEffect(() => {
    if (!result) return;
    const timer = window.setTimeout(() => setResult(null), RESULT_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [result]);

  const copy = () => {
    copyText(text).then(
      () => (onCopied ? onCopied() : setResult('copied')),
      () => setResult('failed'),
    );
  };

  return (
    <>
      <button type="button" className={className} onClick={copy}>
        {result === 'copied' ? 'Copied!' : result === 'failed' ? 'Copy failed' : label}
      </button>
      <span role="status" style={visuallyHidden}>
        {result === 'copied'
          ? 'Copied!'
          : result === 'failed'
            ? 'Your browser did not allow copying: select the link and copy it yourself.'
            : ''}
      </span>
    </>
  );
}

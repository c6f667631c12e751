import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LineIcon } from '../components/LineIcon.tsx';
import * as styles from './dialog.module.css';

/** Props of {@link Dialog}. */
export interface DialogProps {
  open: boolean;
  /** Asked by Escape, the close button or a click on the backdrop. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Widest the dialog gets on large screens, in pixels. */
  width?: number;
  children: ReactNode;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesOf(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.offsetParent !== null || element === document.activeElement,
  );
}

/**
 * A modal dialog without antd: `role="dialog"`, `aria-modal`, named by its title; focus moves into it on
 * open, Tab and Shift+Tab stay inside, Escape closes, and focus returns to what opened it. The page behind
 * does not scroll while it is open. Its content is unmounted when closed (a form starts afresh).
 *
 * Not the native `<dialog>`: its top layer would hide the page's toasts (a failed registration says why in
 * a toast while the dialog stays open) and make them unreachable.
 */
export function Dialog({ open, onClose, title, width = 520, children }: DialogProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressedOnBackdrop = useRef(false);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    // A dialog taller than a phone's screen must open at its top, not scrolled to wherever focus lands.
    dialogRef.current?.focus({ preventScroll: true });
    // Focus that escapes anyway (a click on the page behind, assistive technology) is brought back.
    const keepFocusInside = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (dialog && event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    document.addEventListener('focusin', keepFocusInside);
    return () => {
      document.removeEventListener('focusin', keepFocusInside);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusables = focusablesOf(dialogRef.current);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A click that starts and ends on the backdrop closes; a text selection dragged out of the dialog does not.
  const onBackdropDown = (event: MouseEvent<HTMLDivElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) onClose();
    pressedOnBackdrop.current = false;
  };

  return createPortal(
    <div className={styles.overlay} onMouseDown={onBackdropDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.dialog}
        style={{ maxWidth: width }}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          <LineIcon size={18}>
            <path d="M6 6l12 12M18 6L6 18" />
          </LineIcon>
        </button>
        {children}
      </div>
    </div>,
    document.body,
  );
}

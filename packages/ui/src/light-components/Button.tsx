import type { ButtonHTMLAttributes } from 'react';
import * as styles from './button.module.css';

/** How a {@link Button} (or a link drawn as one, {@link buttonClassName}) looks. */
export interface ButtonLook {
  /** `primary`: the brand-coloured call to action; `default`: outlined (default). */
  variant?: 'primary' | 'default';
  /** `large`: 40 px tall, the size of the public pages' calls to action; `middle`: 32 px (default). */
  size?: 'middle' | 'large';
  /** Fill the width of the container. */
  block?: boolean;
}

/** The class names of a button with `look`, for an `<a>` that must look like a {@link Button}. */
export function buttonClassName({
  variant = 'default',
  size = 'middle',
  block = false,
}: ButtonLook = {}): string {
  return [
    styles.button,
    variant === 'primary' ? styles.primary : '',
    size === 'large' ? styles.large : '',
    block ? styles.block : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Props of {@link Button}: a native button's, plus its look and a busy state. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Busy: shows a spinner, ignores clicks and is announced as busy. */
  loading?: boolean;
}

/**
 * A button in the brand's look without antd (public pages). `type` defaults to `button`, so a button inside
 * a form submits only when it says so.
 */
export function Button({
  variant,
  size,
  block,
  loading = false,
  className,
  type = 'button',
  children,
  ...props
}: ButtonProps) {
  const classes = [buttonClassName({ variant, size, block }), loading ? styles.loading : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return (
    <button {...props} type={type} className={classes} aria-busy={loading || undefined}>
      {loading && <span className={styles.loadingIcon} aria-hidden="true" />}
      {children}
    </button>
  );
}

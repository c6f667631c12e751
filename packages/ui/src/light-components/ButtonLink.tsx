import type { AnchorHTMLAttributes } from 'react';
import { useLinkClick } from '../light-router.tsx';
import { buttonClassName, type ButtonLook } from './Button.tsx';

/** Props of {@link ButtonLink}: an anchor's, its look, and the in-app destination. */
export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>, ButtonLook {
  to: string;
}

/**
 * A link that looks like a button: a real `<a href>` (right-click, open in new tab, announced as a link)
 * that navigates inside the app on a plain click.
 */
export function ButtonLink({ to, onClick, variant, size, block, className, ...props }: ButtonLinkProps) {
  return (
    <a
      {...props}
      href={to}
      onClick={useLinkClick(to, onClick)}
      className={`${buttonClassName({ variant, size, block })} ${className ?? ''}`}
    />
  );
}

import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useNavigate } from 'react-router';
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
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return (
    <a
      {...props}
      href={to}
      onClick={handleClick}
      className={`${buttonClassName({ variant, size, block })} ${className ?? ''}`}
    />
  );
}

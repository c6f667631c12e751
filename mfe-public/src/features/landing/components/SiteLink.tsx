import type { ReactNode } from 'react';
import { Link } from '@referrals/ui/light-router';

/** A content link: internal paths navigate in the app, other URLs open in a new tab (docs/product-rules.md §2). */
export function SiteLink({
  url,
  className,
  children,
}: {
  url: string;
  className?: string;
  children: ReactNode;
}) {
  if (url.startsWith('/')) {
    return (
      <Link to={url} className={className}>
        {children}
      </Link>
    );
  }
  return (
    <a href={url} className={className} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

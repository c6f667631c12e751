import type { ReactNode } from 'react';
import { MessageScreen } from '../light-components/MessageScreen.tsx';

/**
 * The generic not-found screen (docs/product-rules.md §2 "any other path"). The shell shows it for paths no remote owns;
 * a remote shows it for paths under its patterns that it does not know. No antd: public visitors see it.
 *
 * @param homeLink - the router link home, supplied by the app (this package does not depend on the router)
 */
export function NotFoundCard({ homeLink }: { homeLink: ReactNode }) {
  return (
    <MessageScreen
      title="404 Page Not Found"
      text="Did you forget to add the page to the router?"
      actions={homeLink}
    />
  );
}

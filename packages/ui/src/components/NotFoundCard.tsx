import type { ReactNode } from 'react';
import { MessageScreen } from '../light-components/MessageScreen.tsx';

/** The generic not-found screen's heading (docs/product-rules.md §2, §8). */
export const NOT_FOUND_TITLE = '404 Page Not Found';

/**
 * What it tells the visitor: a sentence for them, where the original screen gave a developer's hint ("Did you
 * forget to add the page to the router?"), a deliberate departure.
 */
export const NOT_FOUND_TEXT = 'The address may be mistyped, or the page may have moved.';

/**
 * The generic not-found screen (docs/product-rules.md §2 "any other path"). The shell shows it for paths no remote owns;
 * a remote shows it for paths under its patterns that it does not know. No antd: public visitors see it.
 *
 * @param homeLink - the router link home, supplied by the app (this package does not depend on the router)
 */
export function NotFoundCard({ homeLink }: { homeLink: ReactNode }) {
  return <MessageScreen title={NOT_FOUND_TITLE} text={NOT_FOUND_TEXT} actions={homeLink} />;
}

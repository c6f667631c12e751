import { useEffect } from 'react';

/**
 * Names the browser tab after the page once its subject is known (the gateway wrote the same title into the
 * HTML of a page opened directly; this keeps it right after moving between pages in the app).
 */
export function usePageTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

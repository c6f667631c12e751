import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { endAdminSession, useAdminSession } from '../../../lib/session/session-store.ts';
import type { AdminSession } from '../../../lib/session/admin-session.ts';

/** The longest delay a browser timer accepts (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Renders an admin screen only with a stored session, given to `children`. Without one (none stored, ended by
 * a 401 answer or by logout, or its end time passed, also while the screen is open) the administrator goes to
 * the sign-in page.
 */
export function RequireAdminSession({ children }: { children: (session: AdminSession) => ReactNode }) {
  const navigate = useNavigate();
  const session = useAdminSession();

  useEffect(() => {
    if (!session) {
      endAdminSession();
      navigate(paths.login, { replace: true });
      return;
    }
    if (session.expiresAt === null) return;
    const remaining = Date.parse(session.expiresAt) - Date.now();
    const timer = setTimeout(endAdminSession, Math.min(Math.max(remaining, 0), MAX_TIMER_MS));
    return () => clearTimeout(timer);
  }, [session, navigate]);

  return session ? children(session) : null;
}

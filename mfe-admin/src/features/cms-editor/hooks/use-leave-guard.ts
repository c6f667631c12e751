import { useCallback, useEffect } from 'react';
import { Modal } from 'antd';
import { useNavigate } from 'react-router-dom';

/**
 * Asks before unsaved changes are left behind: the browser's own question on reload, close or typing another
 * address (`beforeunload`), and a confirmation before the editor's own ways out (Back, a saved post going to
 * the dashboard is not one: it has nothing unsaved). The shell renders this app in a `BrowserRouter`, which has
 * no navigation blocker (react-router's `useBlocker` needs a data router), so the browser's Back button is
 * covered by the draft kept in storage instead.
 *
 * @returns `leave(path)`: goes to `path`, after a confirmation while `dirty`
 */
export function useLeaveGuard(dirty: boolean): (path: string) => void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return useCallback(
    (path: string) => {
      if (!dirty) {
        navigate(path);
        return;
      }
      Modal.confirm({
        title: 'Leave without saving?',
        content: 'Your changes are not saved. They stay in this browser as a draft until you discard them.',
        okText: 'Leave',
        cancelText: 'Stay',
        onOk: () => navigate(path),
      });
    },
    [dirty, navigate],
  );
}

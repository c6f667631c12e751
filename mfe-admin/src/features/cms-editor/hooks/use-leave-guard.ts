import { useCallback, useEffect } from 'react';
import { Modal } from 'antd';
import { useNavigate } from 'react-router-dom';
import { guardLeaving } from '../lib/leave-guard.ts';

/** The question before unsaved changes are left behind, the same for every way out. */
function confirmLeaving(leave: () => void, stay: () => void = () => {}): void {
  Modal.confirm({
    title: 'Leave without saving?',
    content: 'Your changes are not saved. They stay in this browser as a draft until you discard them.',
    okText: 'Leave',
    cancelText: 'Stay',
    onOk: leave,
    onCancel: stay,
  });
}

/**
 * Asks before unsaved changes are left behind while `dirty`: the browser's question on reload or close, and
 * the product's confirmation on the browser's Back and Forward, on in-app links ({@link guardLeaving}) and on
 * the editor's own ways out through the returned `leave`. A saved item going to the dashboard is not one: it
 * has nothing unsaved. Whoever leaves anyway finds the changes again as the draft kept in storage.
 *
 * @returns `leave(path)`: goes to `path`, after a confirmation while `dirty`
 */
export function useLeaveGuard(dirty: boolean): (path: string) => void {
  const navigate = useNavigate();
  useEffect(() => (dirty ? guardLeaving(window, confirmLeaving) : undefined), [dirty]);

  return useCallback(
    (path: string) => {
      if (dirty) confirmLeaving(() => navigate(path));
      else navigate(path);
    },
    [dirty, navigate],
  );
}

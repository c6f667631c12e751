import { Button } from 'antd';
import type { ReactNode } from 'react';
import * as styles from './admin.module.css';

/** The admin area's top bar: the page's greeting or title and its actions (Logout, Back). */
export function AdminHeader({ title, actions }: { title: ReactNode; actions: ReactNode }) {
  return (
    <header className={styles.header}>
      <div className={styles.headerBar}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.actions}>{actions}</div>
      </div>
    </header>
  );
}

/** The Logout button of the header. */
export function LogoutButton({ onLogout, pending }: { onLogout: () => void; pending: boolean }) {
  return (
    <Button onClick={onLogout} loading={pending}>
      Logout
    </Button>
  );
}

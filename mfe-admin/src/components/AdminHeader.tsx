import { Button, Typography } from 'antd';
import type { ReactNode } from 'react';

/** The admin area's top bar: the page's greeting or title and its actions (Logout, Back). */
export function AdminHeader({ title, actions }: { title: ReactNode; actions: ReactNode }) {
  return (
    <header style={{ background: '#ffffff', borderBottom: '1px solid #e2e8f0' }}>
      <div
        style={{
          maxWidth: 1200,
          margin: '0 auto',
          padding: '12px 16px',
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
        }}
      >
        <Typography.Title level={1} style={{ fontSize: 'clamp(18px, 5vw, 22px)', margin: 0, minWidth: 0 }}>
          {title}
        </Typography.Title>
        <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>{actions}</div>
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

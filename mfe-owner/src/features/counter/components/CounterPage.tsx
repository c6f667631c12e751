import type { ReactNode } from 'react';
import { Button, Typography } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { OwnerHeader } from '../../../components/OwnerHeader.tsx';

const TABS = [
  { to: paths.redeem, label: 'Redeem voucher' },
  { to: paths.counterReferral, label: 'Record a referral' },
] as const;

/** The two counter screens, side by side as tabs: each is one tap from the other. */
function CounterTabs({ current }: { current: string }) {
  return (
    <nav
      aria-label="Counter"
      style={{
        display: 'grid',
        gridTemplateColumns: '1fr 1fr',
        gap: 4,
        padding: 4,
        borderRadius: 12,
        background: '#e2e8f0',
      }}
    >
      {TABS.map(({ to, label }) => {
        const active = to === current;
        return (
          <Link
            key={to}
            to={to}
            aria-current={active ? 'page' : undefined}
            style={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              minHeight: 44,
              borderRadius: 9,
              textAlign: 'center',
              fontWeight: 600,
              fontSize: 15,
              color: active ? '#0f172a' : '#334155',
              background: active ? '#fff' : 'transparent',
              boxShadow: active ? '0 1px 2px rgba(15,23,42,0.15)' : undefined,
            }}
          >
            {label}
          </Link>
        );
      })}
    </nav>
  );
}

/**
 * The frame of a counter screen, laid out for a phone held in one hand: the owner's header, the counter's
 * tabs, the title and one column of content no wider than a phone, centred on a desktop.
 */
export function CounterPage({
  current,
  title,
  intro,
  children,
}: {
  /** The path of the screen shown (its tab is marked). */
  current: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  return (
    <div style={{ minHeight: '100dvh', background: '#f8fafc' }}>
      <OwnerHeader
        actions={
          <Button size="large" onClick={() => navigate(paths.dashboard)}>
            Dashboard
          </Button>
        }
      />
      <main style={{ maxWidth: 560, margin: '0 auto', padding: '16px 16px 48px', display: 'grid', gap: 16 }}>
        <CounterTabs current={current} />
        <div>
          <Typography.Title level={1} style={{ fontSize: 26, margin: '0 0 4px' }}>
            {title}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ margin: 0, fontSize: 15 }}>
            {intro}
          </Typography.Paragraph>
        </div>
        {children}
      </main>
    </div>
  );
}

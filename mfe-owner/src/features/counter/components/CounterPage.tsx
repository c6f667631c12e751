import type { ReactNode } from 'react';
import { Button } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { OwnerHeader } from '../../../components/OwnerHeader.tsx';
import * as page from '../../../components/page.module.css';
import * as styles from './counter.module.css';

const TABS = [
  { to: paths.redeem, label: 'Redeem voucher' },
  { to: paths.counterReferral, label: 'Record a referral' },
] as const;

/** The two counter screens, side by side as tabs: each is one tap from the other. */
function CounterTabs({ current }: { current: string }) {
  return (
    <nav aria-label="Counter" className={styles.tabs}>
      {TABS.map(({ to, label }) => {
        const active = to === current;
        return (
          <Link key={to} to={to} aria-current={active ? 'page' : undefined} className={styles.tab}>
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
    <div className={page.page}>
      <OwnerHeader
        actions={
          <Button size="large" onClick={() => navigate(paths.dashboard)}>
            Dashboard
          </Button>
        }
      />
      <main className={`${page.main} ${page.phoneColumn} ${page.stack}`}>
        <CounterTabs current={current} />
        <div>
          <h1 className={`${page.title} ${page.titleFixed}`}>{title}</h1>
          <p className={page.intro}>{intro}</p>
        </div>
        {children}
      </main>
    </div>
  );
}

import type { ReactNode } from 'react';
import { OwnerHeader } from '../../../components/OwnerHeader.tsx';
import * as page from '../../../components/page.module.css';

interface EditorPageLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The wizard's and the edit page's frame: the owner's header (logo leading home), a heading, the content. */
export function EditorPageLayout({ title, subtitle, children }: EditorPageLayoutProps) {
  return (
    <div className={page.page}>
      <OwnerHeader width="form" />
      <main className={`${page.main} ${page.formColumn}`}>
        <h1 className={page.title}>{title}</h1>
        {subtitle && <p className={`${page.intro} ${page.introLarge} ${page.introSpaced}`}>{subtitle}</p>}
        {children}
      </main>
    </div>
  );
}

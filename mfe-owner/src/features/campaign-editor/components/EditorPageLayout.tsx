import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { OwnerHeader } from '../../../components/OwnerHeader.tsx';

interface EditorPageLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}

/** The wizard's and the edit page's frame: the owner's header (logo leading home), a heading, the content. */
export function EditorPageLayout({ title, subtitle, children }: EditorPageLayoutProps) {
  return (
    <div style={{ minHeight: '100dvh', background: '#f8fafc' }}>
      <OwnerHeader width="form" />
      <main style={{ maxWidth: 960, margin: '0 auto', padding: '24px 16px 48px' }}>
        <Typography.Title level={1} style={{ fontSize: 'clamp(24px, 6vw, 30px)', margin: '0 0 4px' }}>
          {title}
        </Typography.Title>
        {subtitle && (
          <Typography.Paragraph type="secondary" style={{ fontSize: 16, margin: '0 0 20px' }}>
            {subtitle}
          </Typography.Paragraph>
        )}
        {children}
      </main>
    </div>
  );
}

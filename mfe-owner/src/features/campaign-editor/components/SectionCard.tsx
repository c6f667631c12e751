import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';

interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled part of the wizard or the edit form. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <Card style={{ marginBottom: 16 }} styles={{ body: { padding: 'clamp(16px, 4vw, 24px)' } }}>
      <Typography.Title level={2} style={{ fontSize: 20, margin: '0 0 4px' }}>
        {title}
      </Typography.Title>
      {description && (
        <Typography.Paragraph type="secondary" style={{ margin: '0 0 16px' }}>
          {description}
        </Typography.Paragraph>
      )}
      {children}
    </Card>
  );
}

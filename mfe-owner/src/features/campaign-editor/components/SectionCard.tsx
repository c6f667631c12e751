import type { ReactNode } from 'react';
import { Card } from 'antd';
import * as styles from './editor.module.css';

interface SectionCardProps {
  title: string;
  description?: string;
  children: ReactNode;
}

/** One titled part of the wizard or the edit form. */
export function SectionCard({ title, description, children }: SectionCardProps) {
  return (
    <Card className={styles.section} classNames={{ body: styles.sectionBody }}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {description && <p className={styles.sectionDescription}>{description}</p>}
      {children}
    </Card>
  );
}

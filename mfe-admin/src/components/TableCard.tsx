import { Card } from 'antd';
import type { ReactNode } from 'react';
import * as styles from './admin.module.css';

/**
 * A card holding a table: on a narrow screen the table scrolls sideways inside the card (the tables give
 * `scroll={{ x: 'max-content' }}`), never the page.
 */
export function TableCard({
  title,
  extra,
  children,
}: {
  title: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title} extra={extra} className={styles.tableCard} classNames={{ body: styles.tableBody }}>
      {children}
    </Card>
  );
}

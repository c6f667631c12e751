import type { HTMLAttributes } from 'react';
import * as styles from './card.module.css';

/** A white, bordered, rounded surface in the brand's look without antd; `className` adds the page's own. */
export function Card({ className, children, ...props }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div {...props} className={`${styles.card} ${className ?? ''}`}>
      {children}
    </div>
  );
}

/** The inner padding of a {@link Card}. */
export const cardBodyClassName: string = styles.body;

import { visuallyHidden } from '../components/visually-hidden.ts';
import * as styles from './skeleton.module.css';

/** Grey bars standing in for content still loading; announced once as "Loading...". */
export function Skeleton({ rows = 8 }: { rows?: number }) {
  return (
    <div className={styles.skeleton} role="status">
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className={styles.skeletonBar} />
      ))}
      <span style={visuallyHidden}>Loading...</span>
    </div>
  );
}

import type { LeaderboardEntryDto } from '@referrals/contracts';
import { Card, Skeleton, visuallyHidden, type ReadResult } from '@referrals/ui/light';
import * as styles from './dashboard.module.css';

/** "Top Referrers": the campaign's first five; the referrer's own entry reads "You". */
export function Leaderboard({ query }: { query: ReadResult<LeaderboardEntryDto[]> }) {
  return (
    <Card className={styles.card} aria-labelledby="top-referrers-title" role="region">
      <h2 id="top-referrers-title" className={styles.cardTitle}>
        Top Referrers
      </h2>
      {query.data ? (
        query.data.length === 0 ? (
          <p className={styles.muted}>No referrals yet. Share your link to lead the board!</p>
        ) : (
          <ol className={styles.leaders}>
            {query.data.map((entry) => (
              <li key={entry.id} className={`${styles.leader} ${entry.isYou ? styles.you : ''}`}>
                <span className={styles.leaderRank}>
                  <span style={visuallyHidden}>Rank </span>
                  {entry.rank}
                </span>
                <span className={styles.leaderName}>
                  {entry.isYou ? 'You' : `${entry.firstName} ${entry.lastName}`.trim()}
                </span>
                <span className={styles.leaderCount}>{entry.successfulReferrals} successful</span>
              </li>
            ))}
          </ol>
        )
      ) : query.isError ? (
        <p className={styles.muted}>The leaderboard could not be loaded.</p>
      ) : (
        <Skeleton rows={3} />
      )}
    </Card>
  );
}

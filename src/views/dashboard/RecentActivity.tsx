import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import type { Bot } from '../../domain/bots/bots';
import { Switch } from '../ui/Switch';
import * as styles from './DashboardView.css';

const lastRanText = (lastRan: string | null) => (lastRan ? dayjs(lastRan).format('MMM D, YYYY h:mm A') : 'Never');

/** The three bots that ran (or were installed) last, each with its real switch (D7). */
export function RecentActivity({ bots, isBusy, onToggle }: { bots: readonly Bot[]; isBusy: boolean; onToggle: (bot: Bot) => void }) {
  return (
    <section className={styles.panel} aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className={styles.panelTitle}>
        Recent Activity
      </h2>
      {bots.length === 0 ? <p className={styles.taskMeta}>No bots yet: add one in My Bots.</p> : null}
      <ul className={styles.activityList}>
        {bots.map((bot) => (
          <li key={bot.id} className={styles.activityItem} data-testid="activity-item">
            <div>
              <p className={styles.taskName}>{bot.title}</p>
              <p className={styles.taskMeta}>by {bot.author}</p>
              <p className={styles.taskMeta}>Last ran: {lastRanText(bot.lastRan)}</p>
            </div>
            <div className={styles.taskControls}>
              <span className={bot.isActive ? styles.activeLabel : styles.inactiveLabel}>{bot.isActive ? 'Active' : 'Inactive'}</span>
              <Switch className={styles.switchRoot} isSelected={bot.isActive} isDisabled={isBusy} onChange={() => onToggle(bot)} aria-label={`${bot.title} active`}>
                <span className={styles.switchTrack}>
                  <span className={styles.switchThumb} />
                </span>
              </Switch>
            </div>
          </li>
        ))}
      </ul>
      <Link to="/my-bots" className={styles.viewAll}>
        View all activity
      </Link>
    </section>
  );
}

import { Switch } from 'react-aria-components';
import { Link } from 'react-router-dom';
import type { Task } from '../../domain/dashboard/sample';
import * as styles from './DashboardView.css';

export function RecentActivity({ tasks, onToggle }: { tasks: readonly Task[]; onToggle: (taskId: string) => void }) {
  return (
    <section className={styles.panel} aria-labelledby="recent-activity-title">
      <h2 id="recent-activity-title" className={styles.panelTitle}>
        Recent Activity
      </h2>
      <ul className={styles.activityList}>
        {tasks.map((task) => (
          <li key={task.id} className={styles.activityItem} data-testid="activity-item">
            <div>
              <p className={styles.taskName}>{task.task}</p>
              <p className={styles.taskMeta}>{task.asset}</p>
              <p className={styles.taskMeta}>Last ran: {task.lastRan}</p>
            </div>
            <div className={styles.taskControls}>
              <span className={task.status ? styles.activeLabel : styles.inactiveLabel}>{task.status ? 'Active' : 'Inactive'}</span>
              <Switch className={styles.switchRoot} isSelected={task.status} onChange={() => onToggle(task.id)} aria-label={`${task.task} active`}>
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

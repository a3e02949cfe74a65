import { useSelector } from '@xstate/react';
import { Bot, Store, Workflow } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { dashboardMachine } from '../../machines/dashboard/dashboard.machine';
import type { runsCardMachine } from '../../machines/dashboard/runs-card.machine';
import { botStatus as botStatusOf, selectDashboardPhase, selectIsToggling, selectRecent, selectSummary, taskTiles } from '../../machines/dashboard/dashboard.selectors';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import * as styles from './DashboardView.css';
import { RecentActivity } from './RecentActivity';
import { RunsCardPanel } from './RunsCardPanel';

const destinations = [
  { name: 'My Bots', text: 'Manage and monitor your bots', to: '/my-bots', Icon: Bot },
  { name: 'Sequences', text: 'Chain bots together for more power', to: '/sequences', Icon: Workflow },
  { name: 'Marketplace', text: 'Discover and add new bots', to: '/marketplace', Icon: Store },
];

export interface DashboardViewProps {
  actor: ActorRefFrom<typeof dashboardMachine>;
  /** The Runs card beside the spec's cards (D151); the bots' cards stand without it. */
  runsCard?: ActorRefFrom<typeof runsCardMachine>;
}

export function DashboardView({ actor, runsCard }: DashboardViewProps) {
  const phase = useSelector(actor, selectDashboardPhase);
  const summary = useSelector(actor, selectSummary);
  const recent = useSelector(actor, selectRecent);
  const toggling = useSelector(actor, selectIsToggling);
  const tiles = summary ? taskTiles(summary) : null;
  const botStatus = summary ? botStatusOf(summary) : null;
  const tileList = [
    { label: 'Active Tasks', value: tiles?.active ?? '–' },
    { label: 'Paused Tasks', value: tiles?.paused ?? '–' },
    { label: 'Inactive Tasks', value: tiles?.inactive ?? '–' },
    { label: 'High Priority', value: tiles?.highPriority ?? '–' },
  ];

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        Dashboard
      </h1>

      <ul className={styles.tiles} aria-label="Task statistics">
        {tileList.map((tile) => (
          <li key={tile.label} className={styles.tile} data-testid="stat-tile">
            <span className={styles.tileLabel}>{tile.label}</span>
            <span className={styles.tileValue}>{tile.value}</span>
          </li>
        ))}
      </ul>

      <ul className={styles.navCards} aria-label="Go to">
        {destinations.map(({ name, text, to, Icon }) => (
          <li key={to} className={styles.navItem}>
            <Link to={to} className={styles.navCard}>
              <Icon size={28} className={styles.navIcon} aria-hidden="true" />
              <span>
                <span className={styles.navName}>{name}</span>
                <span className={styles.navText}>{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>

      {phase === 'loading' ? (
        <p className={styles.taskMeta}>
          <Spinner /> Loading your bots...
        </p>
      ) : null}
      {phase === 'failed' ? (
        <LoadFailed subject="Your bots" className={styles.panel} textClassName={styles.taskMeta} onRetry={() => actor.send({ type: 'dashboard.retry' })} />
      ) : null}
      {botStatus ? (
        <div className={styles.columns}>
          <section className={styles.panel} aria-labelledby="bot-status-title">
            <h2 id="bot-status-title" className={styles.panelTitle}>
              Bot Status
            </h2>
            <div className={styles.statRow}>
              <span id="active-bots-label">Active Bots</span>
              <span className={styles.statValue} data-testid="active-bots">
                {botStatus.active}/{botStatus.total}
              </span>
            </div>
            <div
              className={styles.progress}
              role="progressbar"
              aria-labelledby="active-bots-label"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={botStatus.percent}
              aria-valuetext={`${botStatus.percent}%`}
            >
              <div className={styles.progressFill} style={{ width: `${botStatus.percent}%` }} />
            </div>
            <div className={styles.statRow}>
              <span>High Priority</span>
              <span className={styles.statValue}>{botStatus.highPriority}</span>
            </div>
            <div className={styles.statRow}>
              <span>Normal Priority</span>
              <span className={styles.statValue}>{botStatus.normalPriority}</span>
            </div>
          </section>
          <RecentActivity bots={recent} isBusy={toggling} onToggle={(bot) => actor.send({ type: 'bot.toggle', bot })} />
        </div>
      ) : null}
      {runsCard ? <RunsCardPanel actor={runsCard} /> : null}
    </section>
  );
}

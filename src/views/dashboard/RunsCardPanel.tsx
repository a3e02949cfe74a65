import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { rateText, runLink, type FailedRun } from '../../domain/insights/insights';
import type { runsCardMachine } from '../../machines/dashboard/runs-card.machine';
import { selectRunsCard, selectRunsCardPhase } from '../../machines/dashboard/runs-card.selectors';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import * as styles from './DashboardView.css';

function FailedRunItem({ run }: { run: FailedRun }) {
  const to = runLink(run);
  const name = run.sequence_title ?? `${run.workflow_name} (deleted sequence)`;
  return (
    <li className={styles.failedRun} data-testid="failed-run">
      {to ? (
        <Link to={to} className={styles.taskName}>
          {name}
        </Link>
      ) : (
        <span className={styles.taskName}>{name}</span>
      )}
      {run.failed_at ? (
        <time className={styles.taskMeta} dateTime={run.failed_at}>
          Failed {dayjs(run.failed_at).format('MMM D, h:mm A')}
        </time>
      ) : null}
      {run.error ? <span className={styles.taskMeta}>{run.error}</span> : null}
    </li>
  );
}

/** The dashboard's Runs card (D151), beside the spec's cards: every figure from the user's run records. */
export function RunsCardPanel({ actor }: { actor: ActorRefFrom<typeof runsCardMachine> }) {
  const phase = useSelector(actor, selectRunsCardPhase);
  const card = useSelector(actor, selectRunsCard);
  return (
    <section className={styles.panel} aria-labelledby="runs-card-title">
      <h2 id="runs-card-title" className={styles.panelTitle}>
        Runs
      </h2>
      {phase === 'loading' ? (
        <p className={styles.taskMeta}>
          <Spinner /> Loading your runs...
        </p>
      ) : null}
      {phase === 'failed' ? <LoadFailed subject="Your runs" textClassName={styles.taskMeta} onRetry={() => actor.send({ type: 'runs.retry' })} /> : null}
      {phase === 'loaded' && card ? (
        <>
          <p className={styles.taskMeta}>Last {card.days} days, on the server</p>
          <div className={styles.statRow}>
            <span>Runs</span>
            <span className={styles.statValue}>{card.runs}</span>
          </div>
          <div className={styles.statRow}>
            <span>Failures</span>
            <span className={styles.statValue}>{card.failed}</span>
          </div>
          <div className={styles.statRow}>
            <span>Success rate</span>
            <span className={styles.statValue}>{rateText(card.success_rate)}</span>
          </div>
          <h3 className={styles.subTitle}>Last failed runs</h3>
          {card.last_failed.length === 0 ? (
            <p className={styles.taskMeta}>No run failed in the last {card.days} days.</p>
          ) : (
            <ul className={styles.activityList} aria-label="Last failed runs">
              {card.last_failed.map((run) => (
                <FailedRunItem key={run.id} run={run} />
              ))}
            </ul>
          )}
        </>
      ) : null}
      <Link to="/insights" className={styles.viewAll}>
        Insights
      </Link>
    </section>
  );
}

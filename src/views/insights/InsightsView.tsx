import { useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import { durationText, rateText, type AnalyticsGrantAnswer, type Insights } from '../../domain/insights/insights';
import { advancedAnalyticsPlanName, retentionText, type InsightsPeriod } from '../../domain/plans/analytics';
import type { insightsMachine } from '../../machines/insights/insights.machine';
import { selectDays, selectFailure, selectInsights, selectInsightsPhase, selectIsBusy, selectPeriods, selectSequenceChoices, selectSequenceId } from '../../machines/insights/insights.selectors';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { FailingNodesTable, SequenceFiguresTable } from './InsightsTables';
import * as styles from './InsightsView.css';
import { RunsPerDayChart } from './RunsPerDayChart';

type InsightsActor = ActorRefFrom<typeof insightsMachine>;
const allRuns = 'all';

/** What the plan's analytics show (D148) and how long it keeps runs (D149), in the page's words. */
export function planSentences(analytics: AnalyticsGrantAnswer): [string, string] {
  const where = analytics.plan_name ?? 'the Free allowance';
  const what =
    analytics.level === 'advanced'
      ? `Advanced analytics and reporting on ${where}: 7, 30 or 90 days, each sequence on its own and the nodes that fail most.`
      : `Basic analytics on ${where}: your runs in total over the last 7 or 30 days. 90 days, each sequence on its own and the nodes that fail most come with advanced analytics (${advancedAnalyticsPlanName} and Pro Annual).`;
  return [what, `Runs are kept for ${retentionText(analytics.retention_days)}, then deleted.`];
}

function Choosers({ actor }: { actor: InsightsActor }) {
  const days = useSelector(actor, selectDays);
  const periods = useSelector(actor, selectPeriods);
  const sequenceId = useSelector(actor, selectSequenceId);
  const choices = useSelector(actor, selectSequenceChoices);
  const busy = useSelector(actor, selectIsBusy);
  const failed = useSelector(actor, selectFailure) !== null;
  return (
    <div className={styles.choosers}>
      <SelectField<string>
        label="Period"
        value={String(days)}
        options={periods.map((period) => ({ value: String(period), label: `Last ${period} days` }))}
        isDisabled={busy}
        onChange={(value) => actor.send({ type: 'period.choose', days: Number(value) as InsightsPeriod })}
      />
      {choices.length > 0 ? (
        <SelectField<string>
          label="Sequence"
          value={sequenceId ?? allRuns}
          options={[{ value: allRuns, label: 'All sequences' }, ...choices.map(({ id, title }) => ({ value: id, label: title }))]}
          isDisabled={busy || failed}
          onChange={(value) => actor.send({ type: 'sequence.choose', sequenceId: value === allRuns ? null : value })}
        />
      ) : null}
    </div>
  );
}

function Figures({ insights }: { insights: Insights }) {
  const { totals } = insights;
  const shown = [
    { label: 'Runs', value: String(totals.runs) },
    { label: 'Success rate', value: rateText(totals.success_rate) },
    { label: 'p50 duration', value: durationText(totals.p50_ms) },
    { label: 'p95 duration', value: durationText(totals.p95_ms) },
  ];
  return (
    <dl className={styles.figures} aria-label="Figures of the period">
      {shown.map(({ label, value }) => (
        <div key={label} className={styles.figure} data-testid="insights-figure">
          <dt className={styles.figureLabel}>{label}</dt>
          <dd className={styles.figureValue}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Loaded({ insights }: { insights: Insights }) {
  const [what, kept] = planSentences(insights.analytics);
  const whose = insights.sequence ? insights.sequence.title : 'All sequences';
  return (
    <>
      <p className={styles.muted} data-testid="insights-plan">
        {what} {kept}
        {insights.analytics.level === 'basic' ? (
          <>
            {' '}
            <Link to="/subscriptions">See the plans</Link>
          </>
        ) : null}
      </p>
      <Figures insights={insights} />
      <p className={styles.muted}>
        {insights.totals.completed} completed (with errors handled too), {insights.totals.failed} failed, {insights.totals.cancelled} cancelled. Durations are of the runs that completed or failed.
      </p>
      <section className={styles.card} aria-labelledby="per-day-title">
        <h2 id="per-day-title" className={styles.cardTitle}>
          Runs per day
        </h2>
        <RunsPerDayChart days={insights.per_day} caption={`Runs per day, ${whose}, last ${insights.days} days`} />
      </section>
      {insights.sequences !== null && insights.sequence === null ? <SequenceFiguresTable sequences={insights.sequences} /> : null}
      {insights.failing_nodes !== null ? <FailingNodesTable nodes={insights.failing_nodes} /> : null}
    </>
  );
}

/** /insights (D148): every figure from the user's run records on the server. */
export function InsightsView({ actor }: { actor: InsightsActor }) {
  const phase = useSelector(actor, selectInsightsPhase);
  const insights = useSelector(actor, selectInsights);
  const failure = useSelector(actor, selectFailure);
  return (
    <section className={styles.page} aria-labelledby="page-title">
      <h1 id="page-title" className={styles.title}>
        Insights
      </h1>
      <p className={styles.muted}>Your runs on the server (Run, schedules, webhooks and re-runs), counted from their records; Test Workflow&apos;s simulations are not among them.</p>
      <Choosers actor={actor} />
      {phase === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner /> Loading insights...
        </p>
      ) : null}
      {failure ? (
        <div className={styles.card} role="alert">
          <p className={styles.failure}>{failure.byPlan ? failure.text : `Insights could not be loaded: ${failure.text}`}</p>
          {failure.byPlan ? <Link to="/subscriptions">See the plans</Link> : null}
          <Button variant="secondary" onPress={() => actor.send({ type: 'insights.retry' })}>
            Try again
          </Button>
        </div>
      ) : null}
      {phase === 'loaded' && insights ? <Loaded insights={insights} /> : null}
    </section>
  );
}

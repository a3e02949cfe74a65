import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { ArrowDownUp } from 'lucide-react';
import type { ActorRefFrom } from 'xstate';
import type { executionHistoryMachine, StatusFilter } from '../../machines/designer/execution-history.machine';
import { selectCanTurnPage, selectHasSequenceScope, selectHistoryFilters, selectHistoryPage, selectHistoryPageCount, selectHistoryPhase } from '../../machines/designer/execution-history.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogHeader } from '../ui/Dialog';
import { Spinner } from '../ui/Spinner';
import { handledFailureTexts, isCompletedWithErrors } from '../../domain/workflow/handled-failures';
import { runWaitingLines, workflowRunStatuses, type WorkflowRun, type WorkflowRunStatus } from '../../domain/workflow/workflow-runs';
import { Switch } from '../ui/Switch';
import * as styles from './DesignerDialogs.css';
import { startedByText } from './run-started-by';

/** What History calls each kind of run (a run of one node, D87, is a Node run). */
const kindText: Record<WorkflowRun['kind'], string> = { test: 'Test', server: 'Run', node: 'Node run' };
const when = (iso: string) => dayjs(iso).format('MMM D, YYYY HH:mm:ss');
const seconds = (start: string, end: string | null) => (end ? `${Math.max(0, Math.round((Date.parse(end) - Date.parse(start)) / 1000))} s` : '—');
const statusText: Record<WorkflowRunStatus, string> = { completed: 'Completed', failed: 'Failed', cancelled: 'Cancelled', running: 'Running', queued: 'Queued' };

/**
 * "Workflow Execution History" (spec 02 §2): the user's simulated test runs (D16) and real runs
 * (D44); a real run opens in the run panel with its steps.
 */
export function ExecutionHistoryDialog({
  actor,
  onOpenRun,
  versions,
}: {
  actor: ActorRefFrom<typeof executionHistoryMachine>;
  onOpenRun?: (runId: string) => void;
  /** D69: a run of the designer's sequence opens the version it ran in the Versions panel. */
  versions?: { sequenceId: string | null; open: (number: number) => void };
}) {
  const phase = useSelector(actor, selectHistoryPhase);
  const { runs: shown, search, status, sort, errorMessage, allSequences } = useSelector(actor, selectHistoryFilters);
  const hasScope = useSelector(actor, selectHasSequenceScope);
  const page = useSelector(actor, selectHistoryPage);
  const pages = useSelector(actor, selectHistoryPageCount);
  const canTurn = useSelector(actor, selectCanTurnPage);
  const close = () => actor.send({ type: 'history.close' });

  return (
    <Dialog size="lg" isOpen={phase !== 'closed'} onOpenChange={(isOpen) => !isOpen && close()}>
      <DialogHeader
        title="Workflow Execution History"
        description="View and track all workflow executions"
        closeLabel="Close history"
        onClose={close}
  />
      <div className={styles.filters}>
        <label className={`${styles.field} ${styles.grow}`}>
          Search
          <input
            type="search"
            className={styles.control}
            placeholder="Search workflows or users..."
            value={search}
            onChange={(event) => actor.send({ type: 'search.changed', search: event.target.value })}
          />
        </label>
        <label className={styles.field}>
          Status
          <select className={styles.control} value={status} onChange={(event) => actor.send({ type: 'status.changed', status: event.target.value as StatusFilter })}>
            <option value="all">All statuses</option>
            {workflowRunStatuses.map((value) => (
              <option key={value} value={value}>
                {statusText[value]}
              </option>
            ))}
          </select>
        </label>
        <Button variant="secondary" onPress={() => actor.send({ type: 'sort.toggle' })}>
          <ArrowDownUp size={16} aria-hidden="true" />
          {sort === 'desc' ? 'Newest first' : 'Oldest first'}
        </Button>
        {hasScope ? (
          // Opened from a sequence's designer: that sequence's runs, unless switched to all (D89).
          <Switch isSelected={allSequences} onChange={() => actor.send({ type: 'scope.toggle' })} className={styles.scopeSwitch}>
            <span className={styles.scopeTrack} aria-hidden="true">
              <span className={styles.scopeThumb} />
            </span>
            Show all sequences
          </Switch>
        ) : null}
      </div>
      {phase === 'loading' ? (
        <p className={styles.loadingLine} role="status">
          <Spinner />
          Loading history...
        </p>
      ) : null}
      {phase === 'failed' ? (
        <div role="alert">
          <p>Could not load the history: {errorMessage}</p>
          <Button variant="secondary" onPress={() => actor.send({ type: 'history.retry' })}>
            Try Again
          </Button>
        </div>
      ) : null}
      {phase === 'loaded' && shown.length === 0 ? (
        <div className={styles.empty}>
          <p>No workflow history found</p>
          <p>Try adjusting your search or filters</p>
        </div>
      ) : null}
      {phase === 'loaded' && shown.length > 0 ? (
        <div className={styles.tableScroll} role="region" aria-label="Executions" tabIndex={0}>
          <table className={styles.table}>
            <thead>
              <tr>
                {['Workflow', 'Version', 'Status', 'Started', 'Started by', 'Duration', 'Executed by', 'Nodes'].map((column) => (
                  <th key={column} className={styles.cell} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {shown.map((run) => (
                <tr key={run.id} data-testid="history-row">
                  <td className={styles.cell}>
                    {run.kind !== 'test' && onOpenRun ? (
                      <Button variant="ghost" size="sm" aria-label={`Show the steps of ${run.workflowName}, started ${when(run.startTime)}`} onPress={() => onOpenRun(run.id)}>
                        {run.workflowName}
                      </Button>
                    ) : (
                      run.workflowName
                    )}
                    <span className={styles.kind}>{kindText[run.kind]}</span>
                    {/* A re-run (D87) names the run it re-ran by the start of its id. */}
                    {run.rerunOf ? <span className={styles.kind}>Re-run of #{run.rerunOf.slice(0, 8)}</span> : null}
                  </td>
                  <td className={styles.cell}>
                    {run.version === null ? (
                      '—'
                    ) : versions && run.sequenceId !== null && run.sequenceId === versions.sequenceId ? (
                      <Button variant="ghost" size="sm" aria-label={`Open version ${run.version}, which the run started ${when(run.startTime)} ran`} onPress={() => versions.open(run.version!)}>
                        Version {run.version}
                      </Button>
                    ) : (
                      `Version ${run.version}`
                    )}
                  </td>
                  <td className={`${styles.cell} ${run.status === 'completed' ? styles.completed : run.status === 'failed' ? styles.failed : ''}`}>
                    {isCompletedWithErrors(run) ? handledFailureTexts.completedWithErrors : statusText[run.status]}
                    {run.status === 'queued' && run.waiting ? (
                      <span className={styles.waiting} data-testid="history-waiting">
                        {runWaitingLines(run.waiting).join('. ')}
                      </span>
                    ) : null}
                  </td>
                  <td className={styles.cell}>{when(run.startTime)}</td>
                  <td className={styles.cell}>{startedByText(run)}</td>
                  <td className={styles.cell}>{seconds(run.startTime, run.endTime)}</td>
                  <td className={styles.cell}>{run.executedBy}</td>
                  <td className={styles.cell}>{run.nodesExecuted}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {canTurn ? (
        <nav aria-label="History pages" className={styles.pager}>
          <Button variant="secondary" isDisabled={page <= 1} onPress={() => actor.send({ type: 'page.changed', page: page - 1 })}>
            Previous
          </Button>
          <span aria-live="polite">
            Page {page} of {pages}
          </span>
          <Button variant="secondary" isDisabled={page >= pages} onPress={() => actor.send({ type: 'page.changed', page: page + 1 })}>
            Next
          </Button>
        </nav>
      ) : null}
    </Dialog>
  );
}

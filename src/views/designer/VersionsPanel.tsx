import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { SequenceVersion } from '../../domain/sequences/versions';
import type { PropertyChange } from '../../domain/workflow/workflow-diff';
import type { versionsMachine } from '../../machines/designer/versions.machine';
import {
  selectOpenedVersion,
  selectOpeningNumber,
  selectSelectedVersionNode,
  selectVersionError,
  selectVersionList,
  selectVersionsPhase,
  type VersionComparison,
} from '../../machines/designer/versions.selectors';
import { Button } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { markText } from './version-marks';
import * as styles from './Versions.css';

export type VersionsActorRef = ActorRefFrom<typeof versionsMachine>;

const savedAt = (iso: string) => new Date(iso).toLocaleString();
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** A property value as the side-by-side table shows it; a property the node did not have says so. */
function ValueCell({ value }: { value: unknown }) {
  if (value === undefined) return <td className={`${styles.changeCell} ${styles.absent}`}>(none)</td>;
  return <td className={styles.changeCell}>{typeof value === 'string' ? value : JSON.stringify(value, null, 1)}</td>;
}

function ChangesTable({ number, label, changes }: { number: number; label: string; changes: PropertyChange[] }) {
  return (
    <table className={styles.changes} aria-label={`Changes of ${label}`}>
      <thead>
        <tr>
          <th className={styles.changeCell} scope="col">
            Property
          </th>
          <th className={styles.changeCell} scope="col">
            Current
          </th>
          <th className={styles.changeCell} scope="col">
            Version {number}
          </th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.name}>
            <th className={styles.changeCell} scope="row">
              {change.name}
            </th>
            <ValueCell value={change.before} />
            <ValueCell value={change.after} />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function VersionItem({ version, isLatest, isOpening, onOpen }: { version: SequenceVersion; isLatest: boolean; isOpening: boolean; onOpen: () => void }) {
  return (
    <li className={styles.item} data-current={isLatest || undefined} data-testid="version-item">
      <div className={styles.itemHead}>
        <span className={styles.number}>
          Version {version.number}
          {isLatest ? ' (latest)' : ''}
        </span>
        <Button size="sm" variant="secondary" onPress={onOpen} isPending={isOpening} pendingLabel="Opening..." aria-label={`Open version ${version.number}`}>
          Open
        </Button>
      </div>
      <p className={styles.summary}>{version.summary}</p>
      <p className={styles.meta}>
        {savedAt(version.saved_at)} by {version.saved_by} · {plural(version.node_count, 'node')}, {plural(version.edge_count, 'connection')}
      </p>
    </li>
  );
}

export interface VersionsPanelProps {
  actor: VersionsActorRef;
  /** The opened version against the current workflow; null while none is open. */
  comparison: VersionComparison | null;
}

/** The Versions panel's content (D69): the list, or the opened version's differences and Restore. */
export function VersionsPanel({ actor, comparison }: VersionsPanelProps) {
  const phase = useSelector(actor, selectVersionsPhase);
  const versions = useSelector(actor, selectVersionList);
  const opened = useSelector(actor, selectOpenedVersion);
  const errorMessage = useSelector(actor, selectVersionError);
  const selectedNodeId = useSelector(actor, selectSelectedVersionNode);
  const openingNumber = useSelector(actor, selectOpeningNumber);

  if (phase === 'loading') {
    return (
      <p className={styles.line} role="status">
        <Spinner />
        Loading versions...
      </p>
    );
  }
  if (phase === 'failed') {
    return (
      <div role="alert">
        <p className={styles.error}>Could not load the versions: {errorMessage}</p>
        <Button variant="secondary" onPress={() => actor.send({ type: 'versions.retry' })}>
          Try Again
        </Button>
      </div>
    );
  }
  if ((phase === 'viewing' || phase === 'restoring') && opened && comparison) {
    const marked = comparison.nodes.filter((each) => each.mark !== null);
    const selected = marked.find((each) => each.node.id === selectedNodeId) ?? null;
    return (
      <div className={styles.list}>
        <div className={styles.itemHead}>
          <h3 className={styles.number}>Version {opened.number}</h3>
          <Button size="sm" variant="ghost" onPress={() => actor.send({ type: 'version.back' })} isDisabled={phase === 'restoring'}>
            All versions
          </Button>
        </div>
        <p className={styles.summary}>{opened.summary}</p>
        <p className={styles.meta}>
          {savedAt(opened.saved_at)} by {opened.saved_by}
        </p>
        <p className={styles.summary} aria-live="polite">
          {marked.length === 0
            ? 'Same nodes as the current workflow.'
            : `Against the current workflow: ${comparison.counts.added} added, ${comparison.counts.changed} changed, ${comparison.counts.removed} removed.`}
        </p>
        {marked.length > 0 ? (
          <ul className={styles.legend} aria-label="Differences">
            {marked.map(({ node, mark }) => (
              <li key={node.id}>
                <Button size="sm" variant={node.id === selectedNodeId ? 'primary' : 'secondary'} aria-pressed={node.id === selectedNodeId} onPress={() => actor.send({ type: 'node.select', id: node.id === selectedNodeId ? null : node.id })}>
                  {node.data.label} ({markText[mark!].toLowerCase()})
                </Button>
              </li>
            ))}
          </ul>
        ) : null}
        {selected?.mark === 'changed' ? <ChangesTable number={opened.number} label={selected.node.data.label} changes={selected.changes} /> : null}
        {selected && selected.mark !== 'changed' ? (
          <p className={styles.meta}>{selected.mark === 'added' ? `${selected.node.data.label} is in version ${opened.number} only.` : `${selected.node.data.label} is in the current workflow only.`}</p>
        ) : null}
        {errorMessage ? (
          <p className={styles.error} role="alert">
            Could not restore version {opened.number}: {errorMessage}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button onPress={() => actor.send({ type: 'version.restore' })} isPending={phase === 'restoring'} pendingLabel="Restoring...">
            Restore version {opened.number}
          </Button>
          <Button variant="secondary" onPress={() => actor.send({ type: 'versions.close' })} isDisabled={phase === 'restoring'}>
            Close
          </Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.list}>
      {errorMessage ? (
        <p className={styles.error} role="alert">
          Could not open the version: {errorMessage}
        </p>
      ) : null}
      {versions.length === 0 ? (
        <p className={styles.meta}>No versions yet. Every Save of the workflow makes one.</p>
      ) : (
        <ol className={styles.list} aria-label="Versions, newest first">
          {versions.map((version, index) => (
            <VersionItem
              key={version.number}
              version={version}
              isLatest={index === 0}
              isOpening={openingNumber === version.number}
              onOpen={() => actor.send({ type: 'version.open', number: version.number })}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

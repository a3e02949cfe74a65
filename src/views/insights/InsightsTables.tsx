import { Link } from 'react-router-dom';
import { durationText, rateText, type FailingNode, type SequenceFigures } from '../../domain/insights/insights';
import { sequencePath } from '../../domain/sequences/sequence-slug';
import * as styles from './InsightsView.css';

/** Each sequence's figures over the period (advanced analytics). */
export function SequenceFiguresTable({ sequences }: { sequences: readonly SequenceFigures[] }) {
  return (
    <section className={styles.card} aria-labelledby="per-sequence-title">
      <h2 id="per-sequence-title" className={styles.cardTitle}>
        Each sequence
      </h2>
      <div className={styles.tableScroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col" className={styles.cell}>
                Sequence
              </th>
              <th scope="col" className={styles.numberCell}>
                Runs
              </th>
              <th scope="col" className={styles.numberCell}>
                Failed
              </th>
              <th scope="col" className={styles.numberCell}>
                Success rate
              </th>
              <th scope="col" className={styles.numberCell}>
                p50
              </th>
              <th scope="col" className={styles.numberCell}>
                p95
              </th>
            </tr>
          </thead>
          <tbody>
            {sequences.map((sequence) => (
              <tr key={sequence.id} data-testid="sequence-figures">
                <th scope="row" className={styles.cell}>
                  <Link to={sequencePath(sequence.title)}>{sequence.title}</Link>
                </th>
                <td className={styles.numberCell}>{sequence.runs}</td>
                <td className={styles.numberCell}>{sequence.failed}</td>
                <td className={styles.numberCell}>{rateText(sequence.success_rate)}</td>
                <td className={styles.numberCell}>{durationText(sequence.p50_ms)}</td>
                <td className={styles.numberCell}>{durationText(sequence.p95_ms)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The nodes that failed in most runs of the period (advanced analytics). */
export function FailingNodesTable({ nodes }: { nodes: readonly FailingNode[] }) {
  return (
    <section className={styles.card} aria-labelledby="failing-nodes-title">
      <h2 id="failing-nodes-title" className={styles.cardTitle}>
        Nodes that fail most
      </h2>
      {nodes.length === 0 ? (
        <p className={styles.muted}>No node failed in this period.</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  Node
                </th>
                <th scope="col" className={styles.cell}>
                  Sequence
                </th>
                <th scope="col" className={styles.numberCell}>
                  Runs it failed in
                </th>
                <th scope="col" className={styles.numberCell}>
                  Failed attempts
                </th>
              </tr>
            </thead>
            <tbody>
              {nodes.map((node) => (
                <tr key={`${node.sequence_id ?? ''}/${node.node_id}`} data-testid="failing-node">
                  <th scope="row" className={styles.cell}>
                    {node.label}
                  </th>
                  <td className={styles.cell}>{node.sequence_title ?? 'A deleted sequence'}</td>
                  <td className={styles.numberCell}>{node.failed_runs}</td>
                  <td className={styles.numberCell}>{node.failures}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

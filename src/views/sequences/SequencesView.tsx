import { useSelector } from '@xstate/react';
import dayjs from 'dayjs';
import { ArrowUpRight, Pencil, Plus, RefreshCw, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { ActorRefFrom } from 'xstate';
import type { editSequenceMachine } from '../../machines/sequences/edit-sequence.machine';
import type { sequencesMachine } from '../../machines/sequences/sequences.machine';
import { selectIsRefreshing, selectSequences, selectSequencesPhase } from '../../machines/sequences/sequences.selectors';
import { sequencePath } from '../../domain/sequences/sequence-slug';
import type { LastRun, Sequence } from '../../domain/sequences/sequences';
import { lastRunLabel } from '../../domain/sequences/last-run-label';
import { BareButton } from '../ui/Button';
import { Spinner } from '../ui/Spinner';
import { DeleteSequenceDialog } from './DeleteSequenceDialog';
import { EditSequenceDialog } from './EditSequenceDialog';
import * as styles from './SequencesView.css';

export interface SequencesViewProps {
  actor: ActorRefFrom<typeof sequencesMachine>;
  editActor: ActorRefFrom<typeof editSequenceMachine>;
  onOpen: (sequence: Sequence) => void;
  /** The pointer or the focus came to a tile: the designer may be opened next (its chunks can load ahead). */
  onIntent?: (sequence: Sequence) => void;
}

/**
 * The tile's last run on the server (D148): its status and when it ended, or since when it runs or
 * waits. A sequence that never ran there says nothing.
 */
function LastRunLine({ run }: { run: LastRun }) {
  const at = run.ended_at ?? run.started_at;
  const under = run.status === 'running' || run.status === 'queued';
  return (
    <p className={styles.tileRun} data-testid="sequence-last-run">
      <span className={styles.runStatus[run.status]}>{lastRunLabel(run)}</span>{' '}
      <time dateTime={at}>
        {under ? 'since ' : ''}
        {dayjs(at).format('MMM D, h:mm A')}
      </time>
    </p>
  );
}

function SequenceTile({
  sequence,
  onEdit,
  onOpen,
  onDelete,
  onIntent,
}: {
  sequence: Sequence;
  onEdit: () => void;
  onOpen: () => void;
  onDelete: () => void;
  onIntent: () => void;
}) {
  return (
    <li className={styles.tile} data-testid="sequence-tile" onPointerEnter={onIntent} onFocus={onIntent}>
      <div>
        <h2 className={styles.tileTitle}>
          {/*
           * The title is the tile's link to the designer, and its hit area spans the whole tile,
           * so a click anywhere on it opens the designer. A plain click goes through onOpen, which
           * hands the sequence along; a click with a modifier keeps the browser's own behaviour
           * (a new tab).
           */}
          <a
            href={sequencePath(sequence.title)}
            className={styles.tileLink}
            onClick={(event) => {
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
              event.preventDefault();
              onOpen();
            }}
          >
            {sequence.title}
          </a>
        </h2>
        {sequence.description ? <p className={styles.tileDescription}>{sequence.description}</p> : null}
        {sequence.last_run ? <LastRunLine run={sequence.last_run} /> : null}
      </div>
      <div className={styles.tileActions}>
        <BareButton className={styles.iconButton} aria-label={`Edit ${sequence.title}`} onPress={onEdit}>
          <Pencil size={16} aria-hidden="true" />
        </BareButton>
        <BareButton className={styles.iconButton} aria-label={`Open ${sequence.title}`} onPress={onOpen}>
          <ArrowUpRight size={16} aria-hidden="true" />
        </BareButton>
        <BareButton className={styles.iconButton} aria-label={`Delete ${sequence.title}`} onPress={onDelete}>
          <Trash2 size={16} aria-hidden="true" />
        </BareButton>
      </div>
    </li>
  );
}

export function SequencesView({ actor, editActor, onOpen, onIntent }: SequencesViewProps) {
  const phase = useSelector(actor, selectSequencesPhase);
  const sequences = useSelector(actor, selectSequences);
  const refreshing = useSelector(actor, selectIsRefreshing);

  return (
    <section className={styles.page} aria-labelledby="page-title">
      <header className={styles.header}>
        <h1 id="page-title" className={styles.title}>
          Sequences
        </h1>
        <BareButton
          className={styles.roundButton}
          aria-label="Refresh sequences"
          isDisabled={phase === 'loading' || refreshing}
          onPress={() => actor.send({ type: 'sequences.refresh' })}
        >
          {refreshing ? <Spinner /> : <RefreshCw size={18} aria-hidden="true" />}
        </BareButton>
      </header>

      {phase === 'loading' ? (
        <p className={styles.status} role="status">
          <Spinner />
          Loading Sequences...
        </p>
      ) : (
        <>
          {sequences.length === 0 ? <p className={styles.empty}>No sequences found. Create your first sequence to get started.</p> : null}
          <ul className={styles.grid} aria-label="Your sequences">
            <li>
              <Link to="/sequences/add-sequence" className={styles.addTile}>
                <Plus size={28} aria-hidden="true" />
                Add New
              </Link>
            </li>
            {sequences.map((sequence) => (
              <SequenceTile
                key={sequence.id}
                sequence={sequence}
                onEdit={() => editActor.send({ type: 'edit.open', sequence })}
                onOpen={() => onOpen(sequence)}
                onDelete={() => actor.send({ type: 'delete.request', sequence })}
                onIntent={() => onIntent?.(sequence)}
              />
            ))}
          </ul>
        </>
      )}
      <EditSequenceDialog actor={editActor} />
      <DeleteSequenceDialog actor={actor} />
    </section>
  );
}

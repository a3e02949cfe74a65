import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { publishBotMachine } from '../../machines/market/publish-bot.machine';
import {
  selectPublishChoice,
  selectPublishErrors,
  selectPublishProblems,
  selectPublishSequences,
  selectPublishStage,
  selectPublishVersions,
  selectPublishing,
} from '../../machines/market/publish-bot.selectors';
import { Button } from '../ui/Button';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import * as styles from './PublishBotDialog.css';
import { savedVersionLabel, VersionCheckStatus } from './VersionCheckStatus';

type PublishActor = ActorRefFrom<typeof publishBotMachine>;

function Status({ actor }: { actor: PublishActor }) {
  const stage = useSelector(actor, selectPublishStage);
  const problems = useSelector(actor, selectPublishProblems);
  return (
    <VersionCheckStatus
      stage={stage}
      problems={problems}
      onRetry={() => actor.send({ type: 'load.retry' })}
      versionsOf="its"
      passes="This version passes the check before a run: buyers get its workflow, and set up their own inputs and credentials."
    />
  );
}

/** What D130 adds to the upload modal: one of the seller's sequences, a saved version of it, and what the check says of it. */
export function PublishChoiceFields({ actor }: { actor: PublishActor }) {
  const stage = useSelector(actor, selectPublishStage);
  const sequences = useSelector(actor, selectPublishSequences);
  const versions = useSelector(actor, selectPublishVersions);
  const choice = useSelector(actor, selectPublishChoice);
  const errors = useSelector(actor, selectPublishErrors);
  const busy = useSelector(actor, selectPublishing);
  if (stage === 'loadingSequences') {
    return (
      <p className={styles.note} role="status">
        <Spinner /> Loading your sequences...
      </p>
    );
  }
  if (stage === 'sequencesFailed') {
    return (
      <div className={styles.note} role="alert">
        Your sequences could not be loaded.{' '}
        <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'load.retry' })}>
          Try again
        </Button>
      </div>
    );
  }
  if (sequences.length === 0) {
    return (
      <p className={styles.note} role="alert">
        You have no sequence to publish yet: build one in Sequences and save it first.
      </p>
    );
  }
  return (
    <>
      <SelectField
        label="Sequence"
        value={choice.sequenceId}
        options={[{ value: '', label: 'Choose a sequence' }, ...sequences.map((sequence) => ({ value: sequence.id, label: sequence.title }))]}
        isDisabled={busy}
        errorMessage={errors.sequence_id}
        onChange={(sequenceId) => actor.send({ type: 'sequence.chosen', sequenceId })}
      />
      {versions.length > 0 ? (
        <SelectField
          label="Version"
          value={choice.version === null ? '' : String(choice.version)}
          options={[{ value: '', label: 'Choose a saved version' }, ...versions.map((version) => ({ value: String(version.number), label: savedVersionLabel(version) }))]}
          isDisabled={busy}
          errorMessage={errors.version}
          onChange={(version) => actor.send({ type: 'version.chosen', version: Number(version) })}
        />
      ) : errors.version && stage !== 'noVersions' ? (
        <p className={styles.error}>{errors.version}</p>
      ) : null}
      <Status actor={actor} />
    </>
  );
}

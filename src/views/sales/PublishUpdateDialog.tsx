import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { publishMessages } from '../../domain/market/publishing';
import type { publishUpdateMachine } from '../../machines/sales/publish-update.machine';
import {
  selectChangelog,
  selectPublishingUpdate,
  selectPublishUpdateStage,
  selectUpdateBot,
  selectUpdateErrors,
  selectUpdateProblems,
  selectUpdateVersion,
  selectUpdateVersions,
} from '../../machines/sales/publish-update.selectors';
import { releaseDate } from '../market/market-format';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { SelectField } from '../ui/SelectField';
import { Spinner } from '../ui/Spinner';
import { TextField } from '../ui/TextField';
import * as styles from './SalesView.css';

type UpdateActor = ActorRefFrom<typeof publishUpdateMachine>;

const versionLabel = (version: { number: number; savedAt: string; summary: string }) => `Version ${version.number} · ${releaseDate(version.savedAt)} · ${version.summary}`;

/** What loading, checking or the check itself says of the chosen version, as the upload modal says it. */
function Status({ actor }: { actor: UpdateActor }) {
  const stage = useSelector(actor, selectPublishUpdateStage);
  const problems = useSelector(actor, selectUpdateProblems);
  const retry = (label: string) => (
    <Button variant="secondary" size="sm" onPress={() => actor.send({ type: 'load.retry' })}>
      {label}
    </Button>
  );
  switch (stage) {
    case 'loadingVersions':
      return (
        <p className={styles.note} role="status">
          <Spinner /> Loading its sequence’s saved versions...
        </p>
      );
    case 'versionsFailed':
      return (
        <div className={styles.note} role="alert">
          Its sequence’s saved versions could not be loaded. {retry('Try again')}
        </div>
      );
    case 'noVersions':
      return (
        <p className={styles.note} role="alert">
          {publishMessages.noVersions}
        </p>
      );
    case 'checking':
      return (
        <p className={styles.note} role="status">
          <Spinner /> Checking this version as a Run would...
        </p>
      );
    case 'checkFailed':
      return (
        <div className={styles.note} role="alert">
          This version could not be checked. {retry('Check again')}
        </div>
      );
    case 'refused':
      return (
        <div className={styles.problems} role="alert">
          <p className={styles.problemsTitle}>This version cannot be published:</p>
          <ul className={styles.problemList}>
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
          <p className={styles.note}>Set it up in the designer and save it, then choose the new version.</p>
        </div>
      );
    case 'publishable':
      return (
        <p className={styles.passes} role="status">
          This version passes the check before a run. Buyers see your changelog and what changes, and update when they choose.
        </p>
      );
    default:
      return null;
  }
}

/** A new version of a published bot (D130): another saved version of its sequence, checked, with a changelog. */
export function PublishUpdateDialog({ actor }: { actor: UpdateActor }) {
  const stage = useSelector(actor, selectPublishUpdateStage);
  const bot = useSelector(actor, selectUpdateBot);
  const versions = useSelector(actor, selectUpdateVersions);
  const version = useSelector(actor, selectUpdateVersion);
  const changelog = useSelector(actor, selectChangelog);
  const errors = useSelector(actor, selectUpdateErrors);
  const busy = useSelector(actor, selectPublishingUpdate);
  const close = () => actor.send({ type: 'update.close' });
  const submit = () => actor.send({ type: 'update.submit' });
  return (
    <Dialog
      isOpen={stage !== 'closed'}
      isDismissable={!busy}
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
    >
      <DialogHeader title={`Publish an Update of ${bot?.title ?? ''}`} description={bot ? `Now version ${bot.version}, from ${bot.sequenceTitle ?? 'its sequence'}. Buyers keep their version until they choose Update.` : undefined} />
      <form
        className={styles.form}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        {versions.length > 0 ? (
          <SelectField
            label="Version"
            value={version === null ? '' : String(version)}
            options={[{ value: '', label: 'Choose a saved version' }, ...versions.map((each) => ({ value: String(each.number), label: versionLabel(each) }))]}
            isDisabled={busy}
            errorMessage={errors.version}
            onChange={(chosen) => actor.send({ type: 'version.chosen', version: Number(chosen) })}
          />
        ) : null}
        <Status actor={actor} />
        <TextField
          label="Changelog"
          description="What changed, for the buyers who decide whether to update."
          multiline
          value={changelog}
          isDisabled={busy}
          errorMessage={errors.changelog}
          onChange={(value) => actor.send({ type: 'changelog.changed', value })}
        />
        <DialogActions>
          <Button variant="secondary" isDisabled={busy} onPress={close}>
            Cancel
          </Button>
          <Button type="submit" isPending={busy} pendingLabel="Publishing...">
            Publish update
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
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
import { savedVersionLabel, VersionCheckStatus } from '../market/VersionCheckStatus';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { SelectField } from '../ui/SelectField';
import { TextField } from '../ui/TextField';
import * as styles from './SalesView.css';

type UpdateActor = ActorRefFrom<typeof publishUpdateMachine>;

function Status({ actor }: { actor: UpdateActor }) {
  const stage = useSelector(actor, selectPublishUpdateStage);
  const problems = useSelector(actor, selectUpdateProblems);
  return (
    <VersionCheckStatus
      stage={stage}
      problems={problems}
      onRetry={() => actor.send({ type: 'load.retry' })}
      versionsOf="its sequence’s"
      passes="This version passes the check before a run. Buyers see your changelog and what changes, and update when they choose."
    />
  );
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
            options={[{ value: '', label: 'Choose a saved version' }, ...versions.map((each) => ({ value: String(each.number), label: savedVersionLabel(each) }))]}
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

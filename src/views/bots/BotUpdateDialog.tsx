import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { BotUpdate } from '../../domain/bots/bot-update';
import type { botUpdateMachine } from '../../machines/bots/bot-update.machine';
import {
  selectAskedInputs,
  selectUpdate,
  selectUpdateBot,
  selectUpdateCredentials,
  selectUpdateSetup,
  selectUpdateSetupErrors,
  selectUpdateStage,
} from '../../machines/bots/bot-update.selectors';
import { Button } from '../ui/Button';
import { Dialog, DialogActions, DialogHeader } from '../ui/Dialog';
import { LoadFailed } from '../ui/LoadFailed';
import { Spinner } from '../ui/Spinner';
import { timelineDate } from './bot-dates';
import { SetupInputFields } from './BotSetup';
import * as styles from './BotUpdateDialog.css';

type BotUpdateActor = ActorRefFrom<typeof botUpdateMachine>;

function Changes({ title, items }: { title: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <div className={styles.group}>
      <h4 className={styles.groupTitle}>{title}</h4>
      <ul className={styles.list} aria-label={title}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/** What the update changes (D130), as the version compare does (D86): steps and inputs, each by its label. */
function WhatChanges({ update }: { update: BotUpdate }) {
  const { steps, inputs } = update;
  const nothing = [steps.added, steps.removed, steps.changed, inputs.added, inputs.removed, inputs.changed].every((list) => list.length === 0);
  return (
    <section className={styles.section} aria-label="What changes">
      <h3 className={styles.sectionTitle}>What changes</h3>
      {nothing ? <p className={styles.muted}>No step or input changes: the seller changed how it is laid out.</p> : null}
      <Changes title="Steps added" items={steps.added.map((step) => `${step.label} (${step.kind})`)} />
      <Changes title="Steps removed" items={steps.removed.map((step) => `${step.label} (${step.kind})`)} />
      <Changes title="Steps changed" items={steps.changed.map((step) => `${step.label} (${step.kind}): ${step.changes.join(', ')}`)} />
      <Changes title="Inputs added" items={inputs.added.map((input) => input.label)} />
      <Changes title="Inputs removed" items={inputs.removed.map((input) => input.label)} />
      <Changes title="Inputs changed" items={inputs.changed.map((input) => input.label)} />
    </section>
  );
}

function Showing({ actor, update }: { actor: BotUpdateActor; update: BotUpdate }) {
  const asked = useSelector(actor, selectAskedInputs);
  const texts = useSelector(actor, selectUpdateSetup);
  const errors = useSelector(actor, selectUpdateSetupErrors);
  const credentials = useSelector(actor, selectUpdateCredentials);
  const stage = useSelector(actor, selectUpdateStage);
  const busy = stage === 'applying';
  const bot = useSelector(actor, selectUpdateBot);
  const kept = (bot?.inputs ?? []).filter((input) => update.kept.includes(input.name)).map((input) => input.label);
  return (
    <form
      className={styles.body}
      aria-label="Update bot"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        actor.send({ type: 'update.apply' });
      }}
    >
      <section className={styles.section} aria-label="What the seller says">
        <h3 className={styles.sectionTitle}>What the seller says</h3>
        <ul className={styles.list}>
          {update.changelogs.map((version) => (
            <li key={version.version}>
              <strong>Version {version.version}</strong> · {timelineDate(version.publishedAt)}: {version.changelog}
            </li>
          ))}
        </ul>
      </section>
      <WhatChanges update={update} />
      <section className={styles.section} aria-label="Your setup">
        <h3 className={styles.sectionTitle}>Your setup</h3>
        <p className={styles.muted}>{kept.length > 0 ? `Kept as you set it: ${kept.join(', ')}.` : 'Nothing of your setup carries over.'}</p>
        {asked.length > 0 ? (
          <>
            <p className={styles.muted}>It asks for:</p>
            <SetupInputFields
              inputs={asked}
              texts={texts}
              errors={errors}
              disabled={busy}
              status={credentials === null ? 'unavailable' : 'loaded'}
              credentials={credentials ?? []}
              onChange={(name, value) => actor.send({ type: 'setup.changed', name, value })}
            />
          </>
        ) : null}
      </section>
      <DialogActions>
        <Button variant="secondary" isDisabled={busy} onPress={() => actor.send({ type: 'update.close' })}>
          Cancel
        </Button>
        <Button type="submit" isPending={busy} pendingLabel="Updating...">
          Update to version {update.to}
        </Button>
      </DialogActions>
    </form>
  );
}

/**
 * A bought bot's update (D130): what the seller says of it, what changes, the setup kept and the
 * inputs it asks for; nothing changes until its owner chooses Update.
 */
export function BotUpdateDialog({ actor }: { actor: BotUpdateActor }) {
  const stage = useSelector(actor, selectUpdateStage);
  const bot = useSelector(actor, selectUpdateBot);
  const update = useSelector(actor, selectUpdate);
  const close = () => actor.send({ type: 'update.close' });
  const busy = stage === 'applying';
  return (
    <Dialog size="lg" isOpen={stage !== 'closed' && bot !== null} isDismissable={!busy} onOpenChange={(isOpen) => (!isOpen && !busy ? close() : undefined)}>
      {bot ? (
        <>
          <DialogHeader
            title={`Update ${bot.title}`}
            description={update ? `From version ${update.from ?? 'as bought'} to version ${update.to}` : 'A newer version of this bot is out'}
            closeLabel={busy ? undefined : 'Close'}
            onClose={close}
          />
          {stage === 'loading' ? (
            <p className={styles.muted} role="status">
              <Spinner /> Loading what the update changes...
            </p>
          ) : null}
          {stage === 'failed' ? <LoadFailed subject="What the update changes" className={styles.body} textClassName={styles.muted} onRetry={() => actor.send({ type: 'update.retry' })} /> : null}
          {(stage === 'showing' || stage === 'applying') && update ? <Showing actor={actor} update={update} /> : null}
        </>
      ) : null}
    </Dialog>
  );
}

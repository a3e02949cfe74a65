import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { MarketBot } from '../../domain/market/market';
import type { PublishCheck } from '../../domain/market/publishing';
import { publishBotMachine, type PublishEvent, type PublishRequest } from '../../machines/market/publish-bot.machine';
import type { SequenceChoice, VersionChoice } from '../../machines/market/publish-form';
import { PublishBotDialog } from './PublishBotDialog';
import { storyProblems, storySequences, storyVersions } from './publish-story-fixtures';

export default { title: 'Market/PublishBotDialog' };

const never = () => new Promise<never>(() => {});
const refuse = async (): Promise<never> => {
  throw new Error('Failed to fetch');
};

type Snapshot = SnapshotFrom<typeof publishBotMachine>;

interface DialogProps {
  sequences?: () => Promise<SequenceChoice[]>;
  versions?: () => Promise<VersionChoice[]>;
  check?: () => Promise<PublishCheck>;
  publish?: () => Promise<MarketBot>;
  /** What the seller does once the dialog has opened, each step when the one before has settled. */
  steps?: PublishEvent[];
}

/** The upload modal as it opens from 'Publish a bot', its services answering as each story says. */
function Dialog({ sequences = async () => storySequences, versions = async () => storyVersions, check = async () => ({ problems: [] }), publish = never, steps = [] }: DialogProps) {
  const actor = useActorRef(
    publishBotMachine.provide({
      actors: {
        loadSequences: fromPromise(sequences),
        loadVersions: fromPromise<VersionChoice[], { sequenceId: string }>(versions),
        checkVersion: fromPromise<PublishCheck, { sequenceId: string; version: number }>(check),
        publishBot: fromPromise<MarketBot, PublishRequest>(publish),
      },
    }),
  );
  useEffect(() => {
    const settled = (snapshot: Snapshot) => !['loadingSequences', { editing: 'loadingVersions' }, { editing: 'checking' }].some((busy) => snapshot.matches(busy as never));
    void (async () => {
      actor.send({ type: 'dialog.open' });
      for (const step of steps) {
        await waitFor(actor, settled);
        actor.send(step);
      }
    })();
  }, [actor, steps]);
  // The Marketplace behind the dialog: the modal renders outside the story's root.
  return (
    <>
      <h1>Marketplace</h1>
      <PublishBotDialog actor={actor} />
    </>
  );
}

const filled: PublishEvent[] = [
  { type: 'field.changed', field: 'name', value: 'Weather Poster' },
  { type: 'field.changed', field: 'description', value: 'Posts the forecast every morning' },
  { type: 'field.changed', field: 'tags', value: 'automation, data' },
  { type: 'field.changed', field: 'price', value: '12.50' },
];
const chosen: PublishEvent[] = [...filled, { type: 'sequence.chosen', sequenceId: 'seq-forecast' }, { type: 'version.chosen', version: 2 }];

export const LoadingSequences: Story = () => <Dialog sequences={never} />;
export const SequencesFailed: Story = () => <Dialog sequences={refuse} />;
export const NoSequences: Story = () => <Dialog sequences={async () => []} />;
/** Nothing chosen yet: Upload says what is missing under each field. */
export const ChooseSequence: Story = () => <Dialog steps={[{ type: 'form.submit' }]} />;
export const LoadingVersions: Story = () => <Dialog versions={never} steps={[...filled, { type: 'sequence.chosen', sequenceId: 'seq-forecast' }]} />;
export const VersionsFailed: Story = () => <Dialog versions={refuse} steps={[...filled, { type: 'sequence.chosen', sequenceId: 'seq-forecast' }]} />;
export const NoVersions: Story = () => <Dialog versions={async () => []} steps={[...filled, { type: 'sequence.chosen', sequenceId: 'seq-empty' }]} />;
export const ChooseVersion: Story = () => <Dialog steps={[...filled, { type: 'sequence.chosen', sequenceId: 'seq-forecast' }]} />;
export const Checking: Story = () => <Dialog check={never} steps={chosen} />;
export const CheckFailed: Story = () => <Dialog check={refuse} steps={chosen} />;
/** The version would not pass the check before a run, and runs a bought bot: each problem listed (D130). */
export const Refused: Story = () => <Dialog check={async () => ({ problems: storyProblems })} steps={chosen} />;
export const Publishable: Story = () => <Dialog steps={chosen} />;
export const Uploading: Story = () => <Dialog steps={[...chosen, { type: 'form.submit' }]} />;

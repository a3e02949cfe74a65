import type { Story } from '@ladle/react';
import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise, waitFor, type SnapshotFrom } from 'xstate';
import type { MarketBotDetail } from '../../domain/market/listing';
import type { MarketUpdate, PublishCheck } from '../../domain/market/publishing';
import type { VersionChoice } from '../../machines/market/publish-form';
import { publishUpdateMachine, type PublishUpdateEvent } from '../../machines/sales/publish-update.machine';
import { storyProblems, storyVersions } from '../market/publish-story-fixtures';
import { PublishUpdateDialog } from './PublishUpdateDialog';
import { forecastSales } from './sales-story-fixtures';

export default { title: 'Sales/PublishUpdateDialog' };

const never = () => new Promise<never>(() => {});
const refuse = async (): Promise<never> => {
  throw new Error('Failed to fetch');
};

type Snapshot = SnapshotFrom<typeof publishUpdateMachine>;

interface DialogProps {
  versions?: () => Promise<VersionChoice[]>;
  check?: () => Promise<PublishCheck>;
  /** What the seller does once the dialog has opened, each step when the one before has settled. */
  steps?: PublishUpdateEvent[];
}

/** The update dialog as Publish update opens it from the Sales page, its services answering as each story says. */
function Dialog({ versions = async () => storyVersions, check = async () => ({ problems: [] }), steps = [] }: DialogProps) {
  const actor = useActorRef(
    publishUpdateMachine.provide({
      actors: {
        loadVersions: fromPromise<VersionChoice[], { sequenceId: string }>(versions),
        checkVersion: fromPromise<PublishCheck, { sequenceId: string; version: number }>(check),
        publishUpdate: fromPromise<MarketBotDetail, { botId: number; update: MarketUpdate }>(never),
      },
    }),
  );
  useEffect(() => {
    const settled = (snapshot: Snapshot) => !snapshot.matches({ open: 'loadingVersions' }) && !snapshot.matches({ open: 'checking' });
    void (async () => {
      actor.send({ type: 'update.open', bot: forecastSales });
      for (const step of steps) {
        await waitFor(actor, settled);
        actor.send(step);
      }
    })();
  }, [actor, steps]);
  // The Sales page behind the dialog: the modal renders outside the story's root.
  return (
    <>
      <h1>Sales</h1>
      <PublishUpdateDialog actor={actor} />
    </>
  );
}

const chosen: PublishUpdateEvent[] = [{ type: 'version.chosen', version: 2 }];
const described: PublishUpdateEvent[] = [...chosen, { type: 'changelog.changed', value: 'Posts the forecast with the wind' }];

export const LoadingVersions: Story = () => <Dialog versions={never} />;
export const VersionsFailed: Story = () => <Dialog versions={refuse} />;
export const NoVersions: Story = () => <Dialog versions={async () => []} />;
export const ChooseVersion: Story = () => <Dialog />;
/** Publish update before a version and a changelog: each says what is missing. */
export const MissingFields: Story = () => <Dialog steps={[{ type: 'update.submit' }]} />;
export const Checking: Story = () => <Dialog check={never} steps={chosen} />;
export const CheckFailed: Story = () => <Dialog check={refuse} steps={chosen} />;
/** The version would not pass the check before a run: each problem listed (D130). */
export const Refused: Story = () => <Dialog check={async () => ({ problems: storyProblems })} steps={chosen} />;
export const Publishable: Story = () => <Dialog steps={described} />;
export const Publishing: Story = () => <Dialog steps={[...described, { type: 'update.submit' }]} />;
